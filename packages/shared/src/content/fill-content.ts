import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts';

/** The tenant's CMS variables (spec §3 name/value pairs) by name. */
export type VariableMap = ReadonlyMap<string, string>;

const VARIABLE = /\{([A-Za-z0-9_.-]{1,100})\}/g;

/**
 * Fills a CMS text: first the shared placeholders (`{client}`, `{reward}` …, fillPlaceholders),
 * then `{Name}` with the tenant's variable of that name (e.g. `{PraemieGlasfaser}` → "bis zu
 * 90 €"), so an operator changes an amount once in the variables and every text that names it
 * follows. The placeholders have fixed names (placeholders.ts); variables are the tenant's own, in
 * the same brace syntax. Braces naming neither stay as written (never a silent hole).
 */
export function fillContent(text: string, values: PlaceholderValues, variables: VariableMap): string {
  return fillPlaceholders(text, values).replace(
    VARIABLE,
    (whole, name: string) => variables.get(name) ?? whole,
  );
}

/** CMS texts are plain text (cms.schemas.ts): a blank line separates paragraphs, `\n` breaks a line. */
export function paragraphs(text: string): string[][] {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => p.split('\n'));
}
