import { describe, expect, it } from 'vitest';
import {
  randomShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  SHORT_CODE_PATTERN,
} from './short-links.rules.ts';

describe('short link codes', () => {
  it('are 12 base62 letters, about 71 bits, fresh each time', () => {
    expect(SHORT_CODE_ALPHABET).toHaveLength(62);
    expect(SHORT_CODE_LENGTH * Math.log2(62)).toBeGreaterThan(70);
    const codes = new Set(Array.from({ length: 1000 }, () => randomShortCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(SHORT_CODE_PATTERN);
  });

  it('throw away the bytes that would favour the first letters', () => {
    // 248..255 would fold onto 0..7 by a modulo: they are skipped, so only 0 and 61 are used here.
    const draws = [Uint8Array.from([255, 248, 0, 61, 249]), Uint8Array.from(Array(24).fill(61))];
    const code = randomShortCode(() => draws.shift() ?? new Uint8Array(24));
    expect(code).toBe(`0z${'z'.repeat(10)}`);
  });
});
