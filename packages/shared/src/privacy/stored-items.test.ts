import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../constants.ts';
import { STORED_ITEMS, storedItemOf, storedItemPattern } from './stored-items.ts';

describe('STORED_ITEMS', () => {
  it("names each of the portal's cookie names, the per-referral one as a pattern", () => {
    expect(storedItemOf('cookie', COOKIE_NAMES.consent)?.lifetime.de).toBe('60 Tage');
    expect(storedItemOf('cookie', COOKIE_NAMES.channel)?.lifetime.de).toBe('730 Tage');
    expect(storedItemOf('cookie', COOKIE_NAMES.device)?.consent).toBe('none');
    expect(storedItemOf('cookie', COOKIE_NAMES.userToken)).toBeDefined();
    expect(storedItemOf('cookie', `${COOKIE_NAMES.recipientPrefix}123456`)?.name).toBe(
      'kwk_empfaenger_{Empfehlungsnummer}',
    );
    expect(storedItemOf('cookie', '_pk_id')?.consent).toBe('analytics');
  });
  it('has a purpose and a lifetime in both languages for every item, and each name once', () => {
    for (const item of STORED_ITEMS)
      for (const text of [item.purpose.de, item.purpose.en, item.lifetime.de, item.lifetime.en])
        expect(text.length, item.name).toBeGreaterThan(3);
    expect(new Set(STORED_ITEMS.map((i) => i.name)).size).toBe(STORED_ITEMS.length);
  });
  it('matches a name only where the list says so (kind and whole name)', () => {
    expect(storedItemPattern('kwk_empfaenger_{Empfehlungsnummer}').test('kwk_empfaenger_')).toBe(false);
    expect(storedItemOf('localStorage', COOKIE_NAMES.consent)).toBeUndefined();
    expect(storedItemOf('cookie', 'kwk_consent_x')).toBeUndefined();
    expect(storedItemOf('cookie', 'tracker')).toBeUndefined();
  });
});
