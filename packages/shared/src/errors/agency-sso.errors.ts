/** Error codes of the agency area's sso part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_SSO_ERRORS = {
  /** The tenant has the agency area but no identity provider is configured (`npm run agency-idp`). */
  'agency.sso_not_configured': {
    status: 503,
    de: 'Die Anmeldung für Agenturen ist für dieses Programm noch nicht eingerichtet. Bitte wenden Sie sich an den Support.',
    en: 'Agency sign-in is not set up for this programme yet. Please contact support.',
  },
  /** The tenant's identity provider did not answer when a sign-in was started. */
  'agency.sso_unavailable': {
    status: 503,
    de: 'Die Anmeldung mit Ihrem Agenturkonto ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    en: 'Signing in with your agency account is not available right now. Please try again later.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
