import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_KEEP, shortText } from './short-text.ts';

describe('shortText (spec §9: longer than 40 characters → 19 or 10 characters plus dots)', () => {
  const long = 'Internet & Telefon für Geschäftskunden M'; // 40 characters
  it('keeps a text of up to 40 characters whole', () => {
    expect(long).toHaveLength(40);
    expect(shortText(long)).toBe(long);
    expect(shortText(long, SHORT_TEXT_KEEP.shorter)).toBe(long);
  });
  it('cuts a longer one to 19 or 10 characters plus dots', () => {
    expect(shortText(`${long}!`)).toBe('Internet & Telefon...');
    expect(shortText(`${long}!`, SHORT_TEXT_KEEP.shorter)).toBe('Internet &...');
    expect(shortText('a'.repeat(41))).toBe(`${'a'.repeat(19)}...`);
  });
  it('counts characters, not UTF-16 units (no half emoji)', () => {
    expect(shortText('😀'.repeat(41), SHORT_TEXT_KEEP.shorter)).toBe(`${'😀'.repeat(10)}...`);
  });
});
