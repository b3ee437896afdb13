import { describe, expect, it } from 'vitest';
import {
  allConsent,
  type ConsentState,
  EMPTY_CONSENT,
  grants,
  parseConsent,
  serializeConsent,
  unshownChoices,
} from './consent-cookie.ts';

const s = (functional?: '1' | '0', analytical?: '1' | '0', marketing?: '1' | '0'): ConsentState => ({
  functional,
  analytical,
  marketing,
});

describe('serializeConsent', () => {
  it.each([
    { state: EMPTY_CONSENT, cookie: 'required:1' },
    { state: s('1', '1', '1'), cookie: 'required:1|functional:1|analytical:1|marketing:1' },
    { state: s('0', '0', '0'), cookie: 'required:1|functional:0|analytical:0|marketing:0' },
    { state: s('1', undefined, '0'), cookie: 'required:1|functional:1|marketing:0' },
  ])('$cookie', ({ state, cookie }) => {
    expect(serializeConsent(state)).toBe(cookie);
  });
});

describe('parseConsent', () => {
  it.each([
    { cookie: null, state: null },
    { cookie: '', state: null },
    { cookie: 'required:1', state: EMPTY_CONSENT },
    { cookie: 'required:1|functional:1|analytical:0', state: s('1', '0') },
    { cookie: 'marketing:1|Bogus:1|x y:1|analytical:x', state: s(undefined, undefined, '1') },
    { cookie: 'required:0', state: EMPTY_CONSENT },
  ])('$cookie', ({ cookie, state }) => {
    expect(parseConsent(cookie)).toEqual(state);
  });

  it.each([EMPTY_CONSENT, s('1'), s('0', '1', '0')])('round-trips %o', (state) => {
    expect(parseConsent(serializeConsent(state))).toEqual(state);
  });
});

describe('a registry with identifiers of its own (decision 027)', () => {
  const registry = ['functional', 'analytical', 'newsletter-tracking'];

  it("stores and reads back the registry's identifiers", () => {
    const state = allConsent('1', registry);
    expect(serializeConsent(state)).toBe('required:1|functional:1|analytical:1|newsletter-tracking:1');
    expect(parseConsent(serializeConsent(state), registry)).toEqual(state);
  });

  it('drops identifiers the registry does not hold, and never stores required as a choice', () => {
    expect(parseConsent('required:0|marketing:1|newsletter-tracking:0', registry)).toEqual({
      functional: undefined,
      analytical: undefined,
      'newsletter-tracking': '0',
    });
  });

  it("reads back a tenant's own category without the registry at hand (a reload before it is fetched)", () => {
    const stored = serializeConsent({ ...allConsent('0'), analytical: '1', personalisierung: '1' });
    expect(stored).toBe('required:1|functional:0|analytical:1|marketing:0|personalisierung:1');
    expect(parseConsent(stored)).toEqual({
      functional: '0',
      analytical: '1',
      marketing: '0',
      personalisierung: '1',
    });
    expect(grants(parseConsent(stored), 'personalisierung')).toBe(true);
    // A registry without the default marketing: its default stays unset, the tenant's choice counts.
    expect(parseConsent('required:1|personalisierung:0')).toEqual({
      ...EMPTY_CONSENT,
      personalisierung: '0',
    });
  });

  it('keeps the stored choices of categories a dialog does not show, and only those', () => {
    const stored = parseConsent('required:1|functional:1|analytical:0|personalisierung:1');
    expect(unshownChoices(stored, ['functional', 'analytical', 'marketing'])).toEqual({
      personalisierung: '1',
    });
    expect(unshownChoices(stored, ['functional', 'analytical', 'personalisierung'])).toEqual({});
    expect(unshownChoices(null, ['functional'])).toEqual({});
  });

  it('never writes an identifier that would break the cookie', () => {
    expect(serializeConsent({ 'a|b': '1', 'x:y': '1', analytical: '0' })).toBe('required:1|analytical:0');
  });

  it.each([
    [null, false],
    [{ analytical: '1' as const }, true],
    [{ analytical: '0' as const }, false],
    [{ analytical: undefined }, false],
  ])('grants analytical for %j: %s', (state, granted) => {
    expect(grants(state, 'analytical')).toBe(granted);
  });
});
