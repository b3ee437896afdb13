/** Error codes of the console's figures (issue 14), spread into CONSOLE_ERRORS. */
export const OPERATOR_FIGURES_ERRORS = {
  /** The tenant key of the path names no tenant. */
  'figures.unknown_tenant': {
    status: 404,
    de: 'Diesen Mandanten gibt es nicht.',
    en: 'There is no such tenant.',
  },
} as const satisfies Record<string, { status: number; de: string; en: string }>;
