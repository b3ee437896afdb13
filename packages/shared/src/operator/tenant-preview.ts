/**
 * The preview's constants that the portal's entry needs (tenant-drafts.schemas.ts re-exports them):
 * kept apart from the zod schemas, which would otherwise travel into every page's first script
 * with them (decision 071).
 */

/** The header the portal sends its preview token in when it asks `GET mandant` (never a query). */
export const PREVIEW_TOKEN_HEADER = 'x-kwk-vorschau';
/** The fragment parameter the console hands the token to the framed portal in. */
export const PREVIEW_FRAGMENT = 'vorschau';
/** How long a preview token opens the draft. */
export const PREVIEW_TOKEN_MINUTES = 15;
