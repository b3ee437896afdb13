/** Error codes of the agency area's admin part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_ADMIN_ERRORS = {
  /** spec §8 "e-mail already exists": this address was invited in the programme before. */
  'agency.invitation_exists': {
    status: 409,
    de: 'Diese E-Mail-Adresse existiert bereits.',
    en: 'This e-mail address already exists.',
  },
  /** An unknown, expired or already accepted registration link (the SPA shows it, no sign-out). */
  'agency.invitation_invalid': {
    status: 401,
    de: 'Diese Einladung ist ungültig, abgelaufen oder wurde bereits angenommen. Bitte wenden Sie sich an Ihre Agentur.',
    en: 'This invitation is invalid, has expired or has already been accepted. Please contact your agency.',
  },
  /** The invitation's agent number became another agent's before it was accepted. */
  'agency.agent_number_taken': {
    status: 409,
    de: 'Diese Mitarbeiternummer ist bereits vergeben. Bitte wenden Sie sich an Ihre Agentur.',
    en: 'This employee number is already taken. Please contact your agency.',
  },
  /**
   * /mitarbeiterempfehlen (issue 27, item 13): the signed-in account is not an agent an agency
   * invited as its employee (or the agent is inactive), so it recommends in no agent's name.
   */
  'agency.not_an_agent': {
    status: 403,
    de: 'Ihr Konto gehört zu keiner aktiven Agentennummer. Bitte melden Sie sich mit dem Konto an, zu dem Ihre Agentur Sie eingeladen hat.',
    en: 'Your account belongs to no active agent number. Please sign in with the account your agency invited you to.',
  },
  /** The owner would lock themselves out of the agency area. */
  'agency.self_deactivation': {
    status: 409,
    de: 'Sie können Ihren eigenen Zugang nicht deaktivieren.',
    en: 'You cannot deactivate your own access.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
