import { signedInDocs } from './route-schemas.ts';

/**
 * The OpenAPI face most operator console route files give their routes: the console's tag, the
 * bearer scheme, and the error answers of a call that checks its input, its operator's rights and
 * its row (400, 401, 403, 404, 409). A file whose routes answer otherwise builds its own.
 */
export const { tags, security, errors } = signedInDocs('operator console', 400, 401, 403, 404, 409);
