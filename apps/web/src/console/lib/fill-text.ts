/** A text's `{name}` places filled from `values`; a place without a value stays as it is. */
export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
