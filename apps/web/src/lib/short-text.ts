/** spec §9: the short text filters cut a text longer than 40 characters… */
const SHORT_TEXT_FROM = 40;
/** …to 19 (short) or 10 (shorter) characters plus dots. */
export const SHORT_TEXT_KEEP = { short: 19, shorter: 10 } as const;

/** The text as spec §9's short text filter shows it; a text of up to 40 characters stays whole. */
export function shortText(text: string, keep: number = SHORT_TEXT_KEEP.short): string {
  const chars = Array.from(text);
  return chars.length > SHORT_TEXT_FROM ? `${chars.slice(0, keep).join('').trimEnd()}...` : text;
}
