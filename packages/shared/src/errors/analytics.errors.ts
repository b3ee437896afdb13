/** Error codes of the consent registry (spec §8), spread into ERRORS (error-codes.ts). */
export const ANALYTICS_ERRORS = {
  /** spec §8: a consent identifier the tenant's registry does not hold. */
  'consent.unregistered': {
    status: 404,
    de: 'Diese Einwilligung ist nicht registriert. Bitte registrieren Sie sie zuerst im Einwilligungs-Verzeichnis.',
    en: 'This consent is not registered. Please register it in the consent registry first.',
  },
} as const;
