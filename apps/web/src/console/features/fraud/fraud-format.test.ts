import { FRAUD_SIGNAL_KINDS } from '@kwk/shared/operator/fraud.schemas';
import { describe, expect, it } from 'vitest';
import { evidenceLabel, evidenceValue, heldFor, SIGNAL_LABELS } from './fraud-format.ts';

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
  it('names every signal in both languages: same_address is the postal address, same_ip the IP', () => {
    for (const lang of ['de', 'en'] as const)
      for (const kind of FRAUD_SIGNAL_KINDS) expect(SIGNAL_LABELS[lang][kind]).toBeTruthy();
    expect(SIGNAL_LABELS.de.same_address).toBe('Gleiche Postanschrift wie der Empfehler');
    expect(SIGNAL_LABELS.de.same_ip).toBe('Gleiche IP-Adresse wie der Empfehler');
    expect(evidenceLabel('de', 'beiAbholung')).toBe('Bei der Prämienabholung eingegeben');
  });
  it('names evidence for people and shows unknown keys as sent', () => {
    expect(evidenceLabel('de', 'anzahl72h')).toBe('Anzahl in 72 Stunden');
    expect(evidenceLabel('en', 'neu')).toBe('neu');
    expect(evidenceValue('de', true)).toBe('ja');
    expect(evidenceValue('en', null)).toBe('–');
    expect(evidenceValue('en', 4)).toBe('4');
  });
});
