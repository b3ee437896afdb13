import { z } from 'zod';
import type { ConsentCategory } from './consent-rules.ts';

export * from './consent-rules.ts';

/** The API's shape of a consent category (consent-rules.ts); the rules live apart, free of zod, for the browser's start bundle. */
export const consentCategorySchema = z.object({
  Identifier: z.string(),
  Title: z.string(),
  ShortDescription: z.string(),
  LongDescription: z.string(),
  Required: z.boolean(),
  Position: z.number().int(),
}) satisfies z.ZodType<ConsentCategory>;
export const consentRegistrySchema = z.array(consentCategorySchema);
