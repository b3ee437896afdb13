import { ELIGIBILITY_TEXT, ELIGIBILITY_TEXT_VERSION } from '@kwk/shared/eligibility/eligibility';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { EligibilityProof } from './referrers.table.ts';

/**
 * The proof of the eligibility confirmation (spec §1) the form showed in `lang`: the text word for
 * word and its version, the time and where it came from, like the opt-in's proof.
 */
export function eligibilityProof(
  lang: Language,
  at: Date,
  origin: { ip: string | null; userAgent: string | null },
): { eligibilityConfirmedAt: Date; eligibilityProof: EligibilityProof } {
  return {
    eligibilityConfirmedAt: at,
    eligibilityProof: {
      at: at.toISOString(),
      textVersion: ELIGIBILITY_TEXT_VERSION,
      language: lang,
      text: ELIGIBILITY_TEXT[lang],
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
    },
  };
}
