/** Error codes of the agency area's reports part (issue 13), spread into ERRORS (error-codes.ts). */
export const AGENCY_REPORTS_ERRORS = {
  'agency.order_not_found': {
    status: 404,
    de: 'Zu diesen Nummern gibt es keinen Auftrag eines Agenten Ihrer Agentur.',
    en: 'There is no order of an agent of your agency with these numbers.',
  },
  'agency.order_cancelled': {
    status: 409,
    de: 'Dieser Auftrag wurde storniert, widerrufen oder abgelehnt und kann nicht freigegeben werden.',
    en: 'This order was cancelled, revoked or rejected and cannot be released.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
