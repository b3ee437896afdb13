import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONSENT_CATEGORIES,
  defaultRegistry,
  registeredCategory,
  UnregisteredConsentError,
} from './consent-rules.ts';

describe('registeredCategory', () => {
  const registry = defaultRegistry('de');

  it.each(['required', 'functional', 'analytical', 'marketing'])('finds %s', (id) => {
    expect(registeredCategory(registry, id).Identifier).toBe(id);
  });

  it.each(['newsletter', 'Analytical', '', 'analytical '])(
    'refuses %j with the error that says to register it first (spec §8)',
    (id) => {
      expect(() => registeredCategory(registry, id)).toThrow(UnregisteredConsentError);
      expect(() => registeredCategory(registry, id)).toThrow(/register it in the consent registry first/);
    },
  );

  it('refuses everything for an empty registry', () => {
    expect(() => registeredCategory([], 'required')).toThrow(UnregisteredConsentError);
  });
});

describe('the default registry', () => {
  it('is required, functional, analytical, marketing in position order, required alone always on', () => {
    for (const language of ['de', 'en'] as const) {
      const registry = defaultRegistry(language);
      expect(registry.map((c) => [c.Identifier, c.Required, c.Position])).toEqual([
        ['required', true, 1],
        ['functional', false, 2],
        ['analytical', false, 3],
        ['marketing', false, 4],
      ]);
      for (const c of registry) expect(c.Title && c.ShortDescription && c.LongDescription).toBeTruthy();
    }
  });

  it('has its texts in German and English, not the same words', () => {
    for (const c of DEFAULT_CONSENT_CATEGORIES) expect(c.de.LongDescription).not.toBe(c.en.LongDescription);
  });
});
