/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading apostrophe: an export must not carry a formula someone typed as a name.
 * The one guard of both CSV writers (the audit/tax export and the agency reports).
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A field in double quotes, its quotes doubled (RFC 4180). */
export const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
