import { type PartnerEvent, partnerEventSchema } from '@kwk/shared/partner/partner-event.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { unfitTextPaths } from '../../lib/input-characters.ts';
import { fieldErrors } from '../../lib/parse-body.ts';

/**
 * What the partner API's edge checks before its handler (input characters, the event schema), for
 * events that come another way: a CSV line, an operator's fix of a dead letter. Paths start at
 * `root` (`body` for the API's shape).
 */
export function checkEvent(
  body: unknown,
  root = 'body',
): { event: PartnerEvent } | { invalid: { path: string; message: string }[] } {
  const unfit = unfitTextPaths(body, root, 'body');
  if (unfit.length > 0)
    return { invalid: unfit.map((path) => ({ path, message: VALIDATION_MESSAGES.de.unfitCharacter })) };
  const parsed = partnerEventSchema.safeParse(body);
  if (!parsed.success)
    return {
      invalid: fieldErrors(parsed.error.issues).map((f) => ({ ...f, path: f.path.replace(/^body/, root) })),
    };
  return { event: parsed.data };
}
