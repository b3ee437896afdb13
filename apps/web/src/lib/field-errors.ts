/** Field errors keyed by the body path without `body.`, e.g. `Empfehler.Vorname`. */
export type FieldErrors = Record<string, string>;

/** Schema issues → the first message per field. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Server field errors (`body.Empfehler.Vorname`) → the same keys as the client's. */
export function fieldErrorsFromApi(fields: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of fields) {
    const key = path.replace(/^body\./, '');
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
