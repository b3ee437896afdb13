import type { z } from 'zod';
import { AppError } from '../plugins/app-error.ts';

/** Field errors as the API reports them: the path from `body`, the message in the request's language. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]) {
  return issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
}

/** The body by a schema built for the tenant and language; 400 `common.validation` with every field. */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('common.validation', { fields: fieldErrors(parsed.error.issues) });
  return parsed.data;
}
