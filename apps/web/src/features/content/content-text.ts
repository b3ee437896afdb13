import { fillPlaceholders, type PlaceholderValues } from '@kwk/shared/content/placeholders';

/** The tenant's CMS variables (spec §3 name/value pairs) by name. */
export type VariableMap = ReadonlyMap<string, string>;

const VARIABLE = /\{([A-Za-z0-9_.-]{1,100})\}/g;

/**
 * Fills a CMS text: first the shared placeholders (`{client}`, `{reward}` …, fillPlaceholders),
 * then `{Name}` with the tenant's variable of that name (e.g. `{PraemieGlasfaser}` → "bis zu
 * 90 €"), so an operator changes an amount once in the variables and every text that names it
 * follows. The shared contract knows fixed placeholder names only; variables are this web layer's
 * addition, in the same brace syntax. Braces naming neither stay as written (never a silent hole).
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

/** An FAQ group: its heading ('' for none) and its items, in the order the API gave them. */
export interface FaqGroup<T> {
  name: string;
  items: T[];
}

/** FAQs grouped by `Group`, groups in order of first appearance (the API orders by group, position). */
export function groupFaqs<T extends { Group: string }>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const list = groups.get(faq.Group) ?? [];
    list.push(faq);
    groups.set(faq.Group, list);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}
