/** Error codes of the console's tax export (issue 15), spread into CONSOLE_ERRORS. */
export const OPERATOR_TAX_ERRORS = {
  /** The tenant key of the query names no tenant. */
  'tax.unknown_tenant': {
    status: 404,
    de: 'Diesen Mandanten gibt es nicht.',
    en: 'There is no such tenant.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
