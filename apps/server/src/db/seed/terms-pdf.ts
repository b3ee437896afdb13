import { readFileSync } from 'node:fs';

/**
 * The participation terms as a one-page PDF (Brand.TermsPdfUrl), built from the rules the web app
 * shows at /agb — the same German texts, so the PDF cannot say less than the page. Helvetica with
 * WinAnsiEncoding: every PDF reader has the font, and the encoding has ä, ö, ü, ß, „ “ – and €,
 * so the terms say "zählen" and "über" (issue 17), not "zaehlen" and "ueber".
 */

/** Unicode → WinAnsiEncoding (PDF 1.7 annex D) where it differs from Latin-1. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal's body: ASCII as is (with ( ) \ escaped), other characters as octal WinAnsi bytes. */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = WIN_ANSI_EXTRA[char] ?? char.codePointAt(0)!;
    if (char === '\u00a0') out += ' ';
    else if (code > 0xff || (code >= 0x7f && code < 0xa0 && !(char in WIN_ANSI_EXTRA)))
      throw new Error(`"${char}" has no WinAnsi code`);
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x80) out += char;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return out;
}

/** Greedy word wrap at `width` characters: Helvetica 11 pt fits about 88 on the page's 483 pt. */
export function wrap(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** An A4 page with a title and numbered rules (hanging indent), as a complete PDF file. */
export function termsPdf(title: string, rules: readonly string[]): Buffer {
  const text: string[] = [`BT /F1 16 Tf 56 780 Td (${pdfString(title)}) Tj ET`];
  let y = 750;
  rules.forEach((rule, index) => {
    wrap(rule).forEach((line, n) => {
      const label = n === 0 ? `${index + 1}.` : '';
      if (label) text.push(`BT /F1 11 Tf 56 ${y} Td (${label}) Tj ET`);
      text.push(`BT /F1 11 Tf 74 ${y} Td (${pdfString(line)}) Tj ET`);
      y -= 15;
    });
    y -= 6;
  });
  if (y < 40) throw new Error('the terms no longer fit on one page');
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  // Every byte above is ASCII (octal escapes), so string length is byte offset.
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${pdfString(title)}) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const DE_PAGES = new URL('../../../../web/src/i18n/de-pages.json', import.meta.url);

/**
 * A tenant's terms in German, from the web app's texts: the rules /agb lists, and the banking
 * activity rule where the tenant applies it (it binds the recipient, spec §1) — as /agb does.
 */
export function termsRules(banking: boolean): string[] {
  const de = JSON.parse(readFileSync(DE_PAGES, 'utf8')) as {
    static: { termsRules: string[] };
    referral: { rules: { banking: string } };
  };
  return [...de.static.termsRules, ...(banking ? [de.referral.rules.banking] : [])];
}

/** The title line of a tenant's terms. */
export const termsTitle = (brandName: string) => `Teilnahmebedingungen ${brandName} – Kunden werben Kunden`;
