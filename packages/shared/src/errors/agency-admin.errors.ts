/** Error codes of the agency area's admin part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_ADMIN_ERRORS = {} as const satisfies Record<
  string,
  { status: number; de: string; en: string }
>;
