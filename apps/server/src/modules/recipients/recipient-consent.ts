import { createHash } from 'node:crypto';
import type { ConsentBody } from '@kwk/shared/recipients/recipient.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { RecipientsDeps, RequestOrigin } from './recipient-lookups.ts';
import type { RecipientRow } from './recipients.repository.ts';

/** `PUT /empfaenger/zustimmung`: the terms as shown, kept as proof with time and text version. */
export function createRecipientConsent(deps: Pick<RecipientsDeps, 'db' | 'clock' | 'recipients'>) {
  const { db, clock } = deps;
  return async (recipient: RecipientRow, body: ConsentBody, origin: RequestOrigin) => {
    if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
    if (recipient.consentAt)
      return { Zugestimmt: true as const, Zeitpunkt: recipient.consentAt.toISOString() };
    const at = clock.now();
    await deps.recipients.update(db, recipient.id, {
      consentAt: at,
      consentProof: {
        at: at.toISOString(),
        textVersion: createHash('sha256').update(body.AgbText).digest('hex').slice(0, 16),
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 300) ?? null,
        text: body.AgbText,
      },
    });
    return { Zugestimmt: true as const, Zeitpunkt: at.toISOString() };
  };
}
