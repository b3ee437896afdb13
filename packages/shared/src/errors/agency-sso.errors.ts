/** Error codes of the agency area's sso part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_SSO_ERRORS = {} as const satisfies Record<
  string,
  { status: number; de: string; en: string }
>;
