import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { isAccepted } from '../validation/messages.ts';
import { ELIGIBILITY_MISSING } from './eligibility-text.ts';

export { ELIGIBILITY_MISSING, ELIGIBILITY_TEXT, ELIGIBILITY_TEXT_VERSION } from './eligibility-text.ts';

/** The confirmation as a body field: true, 'yes' or a number above 0, like the terms (spec §5). */
export const eligibilityField = (lang: Language = 'de') =>
  z.unknown().refine(isAccepted, { error: ELIGIBILITY_MISSING[lang] });
