/**
 * A mail's plain text as the blocks its HTML part shows (issue 30): paragraphs at blank lines,
 * lines kept, and the mail's main link — the first line that is nothing but a link to the
 * portal — as the one button. Only links to the portal's own origin become links: a URL in text
 * someone typed (a first name, a contact message) stays text, so no mail carries a foreign link.
 * Pure: the HTML part says exactly what the text part says.
 */

export type Inline = { text: string } | { text: string; href: string };
export type MailBlock =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'button'; href: string }
  /** A paragraph of one indented line: what the reader copies, a voucher code (shown boxed). */
  | { kind: 'code'; text: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link belongs to the sentence, not the link. */
const TRAILING = /[.,;:!?)]+$/;

function sameOrigin(candidate: string, origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(candidate).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** One line as text and links; links only to `origin`. */
export function inlineParts(line: string, origin: string | undefined): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const href = match[0].replace(TRAILING, '');
    if (!sameOrigin(href, origin)) continue;
    if (match.index > at) parts.push({ text: line.slice(at, match.index) });
    parts.push({ text: href, href });
    at = match.index + href.length;
  }
  if (at < line.length || parts.length === 0) parts.push({ text: line.slice(at) });
  return parts;
}

/** The line's link when the line is nothing but a link to the portal. */
function lonePortalLink(line: string, origin: string | undefined): string | undefined {
  const trimmed = line.trim();
  return /^https?:\/\/\S+$/.test(trimmed) && sameOrigin(trimmed, origin) ? trimmed : undefined;
}

/** Without a line that is only a link, the first portal link in a sentence is the button too, after its paragraph. */
function withButton(blocks: MailBlock[]): MailBlock[] {
  if (blocks.some((b) => b.kind === 'button')) return blocks;
  const at = blocks.findIndex(
    (b) => b.kind === 'paragraph' && b.lines.some((l) => l.some((p) => 'href' in p)),
  );
  const block = blocks[at];
  if (block?.kind !== 'paragraph') return blocks;
  const link = block.lines.flat().find((p) => 'href' in p);
  if (!link || !('href' in link)) return blocks;
  return [...blocks.slice(0, at + 1), { kind: 'button', href: link.href }, ...blocks.slice(at + 1)];
}

export function mailBlocks(text: string, origin: string | undefined): MailBlock[] {
  const blocks: MailBlock[] = [];
  let buttonShown = false;
  for (const paragraph of text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/)) {
    if (/^ {2,}\S+$/.test(paragraph)) {
      blocks.push({ kind: 'code', text: paragraph.trim() });
      continue;
    }
    let lines: Inline[][] = [];
    for (const line of paragraph.split('\n')) {
      const link = buttonShown ? undefined : lonePortalLink(line, origin);
      if (link) {
        if (lines.length) blocks.push({ kind: 'paragraph', lines });
        blocks.push({ kind: 'button', href: link });
        buttonShown = true;
        lines = [];
      } else lines.push(inlineParts(line, origin));
    }
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
  }
  return withButton(blocks);
}

/**
 * What mail clients show beside the subject (the preheader): the paragraph after the greeting,
 * without links, whose tokens belong in the body only.
 */
export const preheaderOf = (text: string): string =>
  (text.trim().split(/\n{2,}/)[1] ?? text).replace(URL_IN_TEXT, '').replace(/\s+/g, ' ').trim().slice(0, 140);
