import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { pdfString, termsPdf, termsRules, termsTitle, wrap } from './terms-pdf.ts';

/** WinAnsiEncoding bytes 0x80–0x9f that are not Latin-1 (PDF 1.7 annex D), for the reader below. */
const WIN_ANSI_HIGH: Record<number, string> = { 128: '€', 132: '„', 147: '“', 148: '”', 150: '–', 151: '—' };

/**
 * The text a PDF reader shows: each `(…) Tj` string of the content stream, escapes undone
 * (\\ooo octal, \\( \\) \\\\), its bytes read as WinAnsiEncoding — the font's declared encoding.
 */
function extractText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  expect(source).toContain('/Encoding /WinAnsiEncoding');
  const stream = /stream\n([\s\S]*?)\nendstream/.exec(source)?.[1] ?? '';
  const lines: string[] = [];
  for (const [, literal] of stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    const bytes = literal!.replace(/\\([0-7]{3}|[()\\])/g, (_, esc: string) =>
      esc.length === 3 ? String.fromCharCode(Number.parseInt(esc, 8)) : esc,
    );
    lines.push([...bytes].map((c) => WIN_ANSI_HIGH[c.charCodeAt(0)] ?? c).join(''));
  }
  return lines;
}

/** Rule lines joined back (numbers dropped, wrapped lines rejoined), as a reader copies the text. */
const readable = (pdf: Buffer) =>
  extractText(pdf)
    .filter((line) => !/^\d+\.$/.test(line))
    .join(' ');

describe('terms PDF (issue 17): real umlauts, the tenant’s rules', () => {
  it('writes umlauts, ß and typographic marks as WinAnsi bytes, never as ae/ue', () => {
    expect(pdfString('zählen über Straße – 25 € (x)')).toBe(
      'z\\344hlen \\374ber Stra\\337e \\226 25 \\200 \\(x\\)',
    );
    expect(() => pdfString('→')).toThrow(/no WinAnsi code/);
  });

  it('wraps long rules at word boundaries', () => {
    const lines = wrap('eins zwei drei vier fünf', 10);
    expect(lines).toEqual(['eins zwei', 'drei vier', 'fünf']);
  });

  it.each(DEMO_TENANTS.map((t) => [t.key, t] as const))(
    '%s: the published PDF is the generated one, and reads "zählen" and "über"',
    (key, tenant) => {
      const banking = tenant.settings.Rules.BankingActivityRule;
      const expected = termsPdf(termsTitle(tenant.brand.Name), termsRules(banking));
      const file = new URL(`../../../../web/public/brands/${key}/teilnahmebedingungen.pdf`, import.meta.url);
      const published = readFileSync(file);
      // Run `npm run terms-pdf` after changing the rules' texts.
      expect(published.equals(expected)).toBe(true);

      const text = readable(published);
      expect(text).toContain(termsTitle(tenant.brand.Name));
      expect(text).toContain('Nur Neuverträge zählen, Vertragsverlängerungen sind ausgeschlossen.');
      expect(text).toContain('direkt über den Empfehlungslink bestellen');
      expect(text).not.toMatch(/zaehlen|ueber|Neuvertraege/);
      for (const rule of termsRules(banking)) expect(text).toContain(rule);
      // The banking activity rule binds fyrst's recipients, and only there is it a term.
      expect(text.includes('mindestens drei Buchungen pro Monat')).toBe(banking);
    },
  );
});
