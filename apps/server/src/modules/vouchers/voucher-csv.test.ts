import { describe, expect, it } from 'vitest';
import { type CsvFault, csvFaultMessages, MAX_NAMED_LINES, readVoucherCsv } from './voucher-csv.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const codesOf = (text: string) => {
  const read = readVoucherCsv(bytes(text));
  return 'codes' in read ? read.codes.map((c) => c.code) : read.faults;
};

describe('reading a file of voucher codes', () => {
  it.each([
    ['one code a line', 'AAA-1\nBBB-2\n', ['AAA-1', 'BBB-2']],
    [
      'CRLF, a byte order mark and trailing empty lines',
      '\uFEFFAAA-1\r\nBBB-2\r\n\r\n\n',
      ['AAA-1', 'BBB-2'],
    ],
    ['a header line', 'Gutscheincode\nAAA-1', ['AAA-1']],
    ['a quoted header line', '"Code"\nAAA-1', ['AAA-1']],
    ['quoted codes with doubled quotes', '"AB""C"\n" D-1 "', ['AB"C', 'D-1']],
    ['spaces around a code', '  X-1  \n', ['X-1']],
    ['spaces inside a code', 'SUMMER 2026 42', ['SUMMER 2026 42']],
    ['a code of 64 characters', 'x'.repeat(64), ['x'.repeat(64)]],
    ['a code that is only a header word on line 2', 'A\ncode', ['A', 'code']],
  ])('reads %s', (_, text, expected) => {
    expect(codesOf(text)).toEqual(expected);
  });

  it.each<[string, string, CsvFault[]]>([
    ['an empty line between codes', 'A\n\nB', [{ line: 2, kind: 'empty' }]],
    ['an empty quoted code', 'A\n""', [{ line: 2, kind: 'empty' }]],
    ['a code of 65 characters', `A\n${'x'.repeat(65)}`, [{ line: 2, kind: 'tooLong' }]],
    ['a bell', 'A\u0007B', [{ line: 1, kind: 'control' }]],
    ['a tab', 'A\tB', [{ line: 1, kind: 'control' }]],
    ['a zero-width space', 'A\u200BB', [{ line: 1, kind: 'control' }]],
    ['a lone carriage return', 'A\rB', [{ line: 1, kind: 'control' }]],
    [
      'two columns',
      'A,1\nB;2',
      [
        { line: 1, kind: 'columns' },
        { line: 2, kind: 'columns' },
      ],
    ],
    ['a quoted code and a column', '"A",1', [{ line: 1, kind: 'columns' }]],
    ['an open quote', '"A', [{ line: 1, kind: 'quote' }]],
    ['text after a closing quote', '"A"B', [{ line: 1, kind: 'quote' }]],
    ['the same code twice', 'A\nB\nA', [{ line: 3, kind: 'repeated', first: 1 }]],
    ['nothing', '', [{ kind: 'noCodes' }]],
    ['only a header', 'code\n', [{ kind: 'noCodes' }]],
  ])('refuses %s', (_, text, faults) => {
    expect(readVoucherCsv(bytes(text))).toEqual({ faults });
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(readVoucherCsv(new Uint8Array([0x41, 0xff, 0x42]))).toEqual({ faults: [{ kind: 'notText' }] });
  });

  it('refuses more than 10,000 codes', () => {
    const text = Array.from({ length: 10_001 }, (_, i) => `C-${i}`).join('\n');
    expect(readVoucherCsv(bytes(text))).toEqual({ faults: [{ kind: 'tooMany', max: 10_000 }] });
  });

  it('names the line and the fault in German and English, never the code', () => {
    const faults: CsvFault[] = [
      { line: 2, kind: 'empty' },
      { line: 5, kind: 'repeated', first: 1 },
    ];
    expect(csvFaultMessages(faults, 'de')).toEqual([
      'Zeile 2: Die Zeile ist leer.',
      'Zeile 5: Der Code steht schon in Zeile 1.',
    ]);
    expect(csvFaultMessages([{ line: 3, kind: 'inPool' }], 'en')).toEqual([
      'Line 3: The code is already in this tenant’s stock.',
    ]);
  });

  it(`names at most ${MAX_NAMED_LINES} lines and counts the rest`, () => {
    const faults = Array.from({ length: 60 }, (_, i) => ({ line: i + 1, kind: 'empty' as const }));
    const messages = csvFaultMessages(faults, 'de');
    expect(messages).toHaveLength(MAX_NAMED_LINES + 1);
    expect(messages.at(-1)).toBe('… und 10 weitere fehlerhafte Zeilen.');
  });
});
