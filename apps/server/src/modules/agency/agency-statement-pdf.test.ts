import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { euro, monthName, statementPdf } from './agency-statement-pdf.ts';

const text = (pdf: Buffer) =>
  spawnSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).stdout.toString(
    'utf8',
  );

describe('the commission statement PDF', () => {
  it('names months and amounts the German way', () => {
    expect(monthName('2026-03')).toBe('März 2026');
    expect(euro(123_450)).toBe('1.234,50 €');
    expect(euro(5)).toBe('0,05 €');
  });

  it('carries a long month over pages, every line and the total, and cuts a long name to its column', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      empfehlungsnummer: 10_000_000 + i,
      agent: i === 0 ? 'B-1 Maximiliane Überlänge-Namensträgerin von und zu Großbeeren' : 'B-1 Anna Ärger',
      product: 'Homepage-Paket',
      releasedOn: new Date('2026-03-10T10:00:00Z'),
      amountCent: 2500,
    }));
    const pdf = await statementPdf({
      programme: 'Vertriebspartner',
      agency: {
        Name: 'Agentur Süd & West KG',
        Strasse: '',
        Plz: '80539',
        Ort: 'München',
        Email: '',
        Telefon: '',
        UstId: '',
      },
      month: '2026-03',
      provisionCent: 2500,
      lines,
      createdAt: new Date('2026-04-01T08:00:00Z'),
    });
    const read = text(pdf);
    expect(read.split('\f').filter((page) => page.trim()).length).toBeGreaterThan(2);
    for (const l of lines) expect(read).toContain(String(l.empfehlungsnummer));
    expect(read).toContain('Summe (120 Aufträge): 3.000,00 €');
    expect(read).toContain('Provisionsabrechnung März 2026');
    expect(read).toContain('B-1 Maximiliane Überlänge-Name…');
    const pages = read.split('\f').filter((page) => page.trim());
    for (const page of pages) expect(page).toContain('Empfehlungsnr.');
    expect(read).not.toContain('Großbeeren');
  });
});
