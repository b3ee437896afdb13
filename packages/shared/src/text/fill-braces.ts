/** The pattern of `{name}` for each of these names (and no other text in braces). */
export const bracesOf = (names: readonly string[]) => new RegExp(`\\{(${names.join('|')})\\}`, 'g');

/**
 * The one template filler of `{name}` placeholders: each one `pattern` knows that has a value is
 * replaced; one without a value and any other text in braces stay as written.
 */
export function fillBraces<N extends string>(
  text: string,
  pattern: RegExp,
  values: Partial<Record<N, string>>,
): string {
  return text.replace(pattern, (whole, name: N) => values[name] ?? whole);
}
