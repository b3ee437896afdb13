import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it.each([
    { search: '', stored: null, tenant: undefined, language: 'de', persist: false },
    { search: '', stored: null, tenant: 'en', language: 'en', persist: false },
    { search: '', stored: 'de', tenant: 'en', language: 'de', persist: false },
    { search: '?lang=en', stored: 'de', tenant: 'de', language: 'en', persist: true },
    { search: '?lang=fr', stored: 'en', tenant: 'de', language: 'en', persist: false },
    { search: '?lang=fr', stored: 'xx', tenant: 'xx', language: 'de', persist: false },
  ])('$search / $stored / $tenant → $language', ({ search, stored, tenant, language, persist }) => {
    expect(resolveLanguage({ search, stored, tenantLanguage: tenant })).toEqual({ language, persist });
  });
});
