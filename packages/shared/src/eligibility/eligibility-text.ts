import type { Language } from '../errors/error-codes.ts';

/**
 * Eligibility (spec §1 "The recommender must be a natural person, 18 or older, living in
 * Germany"): the referrer confirms it where an account or a recommendation is made. The text is
 * one constant per language, shown by the form and stored by the server word for word with the
 * proof, so what was confirmed is what was shown. A new wording gets a new version.
 */
export const ELIGIBILITY_TEXT_VERSION = 'teilnahme-v1';

export const ELIGIBILITY_TEXT: Record<Language, string> = {
  de: 'Ich bestätige, dass ich eine natürliche Person bin, mindestens 18 Jahre alt bin und meinen Wohnsitz in Deutschland habe.',
  en: 'I confirm that I am a natural person, at least 18 years old and living in Germany.',
};

/** The field message when the confirmation is missing. */
export const ELIGIBILITY_MISSING: Record<Language, string> = {
  de: 'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
  en: 'Please confirm that you are a natural person, at least 18 years old and living in Germany.',
};
