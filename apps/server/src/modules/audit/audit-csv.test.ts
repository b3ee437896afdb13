import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './audit-csv.ts';

describe('the audit export’s CSV fields', () => {
  it.each([
    [null, ''],
    [12, '12'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=cmd()', "'=cmd()"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['+1,2', `"'+1,2"`],
  ])('%j → %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
