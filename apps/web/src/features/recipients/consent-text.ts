/** A piece of a translated text: plain words, or the words of a link named by its tag. */
export type TextPart = { text: string; link?: string };

/**
 * Splits a translated text with link markup ("die <agb>Teilnahmebedingungen</agb>") into parts,
 * so the screen can render the links without an HTML parser; unknown tags stay plain words.
 */
export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /<([a-z]+)>(.*?)<\/\1>/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[2] ?? '', link: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The words the reader sees of a text with link markup. */
export function withoutMarkup(text: string): string {
  return linkedParts(text)
    .map((part) => part.text)
    .join('');
}

/**
 * AgbText of `PUT empfaenger/zustimmung`: the terms exactly as shown (paragraphs, the sentence
 * with the links, the checkbox label), so the record says what the recipient agreed to.
 */
export function consentAgbText(paragraphs: readonly string[], links: string, label: string): string {
  return [...paragraphs, withoutMarkup(links), label].join('\n\n');
}
