import { describe, expect, it } from 'vitest';
import { evidenceLabel, evidenceValue, heldFor } from './fraud-format.ts';

describe('fraud review formats', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:30:00Z', 'de', '0 Std.'],
    ['2026-11-21T12:00:00Z', 'de', '24 Std.'],
    ['2026-11-20T12:00:01Z', 'en', '47 h'],
    ['2026-11-20T12:00:00Z', 'de', '2 Tage'],
    ['2026-11-12T12:00:00Z', 'en', '10 days'],
  ] as const)('held since %s (%s): %s', (since, lang, text) => {
    expect(heldFor(lang, since, now)).toBe(text);
  });
  it('names evidence for people and shows unknown keys as sent', () => {
    expect(evidenceLabel('de', 'anzahl72h')).toBe('Anzahl in 72 Stunden');
    expect(evidenceLabel('en', 'neu')).toBe('neu');
    expect(evidenceValue('de', true)).toBe('ja');
    expect(evidenceValue('en', null)).toBe('–');
    expect(evidenceValue('en', 4)).toBe('4');
  });
});
