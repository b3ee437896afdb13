import { describe, expect, it } from 'vitest';
import {
  changedTextKeys,
  patchedTexts,
  type TextPatch,
  textChanges,
  textPatch,
} from './tenant-text-changes.ts';

type Texts = Record<string, string>;

describe('changedTextKeys and textPatch', () => {
  it.each<{ before: Texts; after: Texts; keys: string[]; patch: TextPatch }>([
    { before: {}, after: {}, keys: [], patch: {} },
    { before: { a: 'x' }, after: { a: 'x' }, keys: [], patch: {} },
    { before: { a: 'x' }, after: { a: 'y' }, keys: ['a'], patch: { a: 'y' } },
    { before: {}, after: { b: 'new' }, keys: ['b'], patch: { b: 'new' } },
    { before: { c: 'gone' }, after: {}, keys: ['c'], patch: { c: null } },
    { before: { z: '1', a: '1' }, after: { z: '2', a: '2' }, keys: ['a', 'z'], patch: { a: '2', z: '2' } },
  ])('$before → $after: $keys', ({ before, after, keys, patch }) => {
    expect(changedTextKeys(before, after)).toEqual(keys);
    expect(textPatch(before, after)).toEqual(patch);
    // The patch laid over the set it was made from gives the new set back.
    expect(patchedTexts(before, textPatch(before, after))).toEqual(after);
  });

  it('a patch leaves the keys it does not name as they are now (written live meanwhile)', () => {
    const patch = textPatch({ a: '1', 'campaigns.a1.title': 'Old' }, { a: '2', 'campaigns.a1.title': 'Old' });
    expect(patchedTexts({ a: '1', 'campaigns.a1.title': 'New live' }, patch)).toEqual({
      a: '2',
      'campaigns.a1.title': 'New live',
    });
    expect(patchedTexts({ a: '1' }, null)).toEqual({ a: '1' });
  });
});

describe('textChanges', () => {
  const live = { de: { 'home.claim': 'Alt', 'footer.text': 'Fuß' }, en: { 'home.claim': 'Old' } };
  it.each<{ name: string; drafted: Partial<Record<'de' | 'en', TextPatch>> | null; rows: unknown[] }>([
    { name: 'no draft', drafted: null, rows: [] },
    { name: 'a language not drafted changes nothing', drafted: {}, rows: [] },
    { name: 'a patch the live texts caught up with', drafted: { de: { 'home.claim': 'Alt' } }, rows: [] },
    {
      name: 'changed, added and removed, German first',
      drafted: {
        en: { 'home.claim': 'New' },
        de: { 'home.claim': 'Neu', 'home.intro': 'Hallo', 'footer.text': null },
      },
      rows: [
        { lang: 'de', key: 'footer.text', before: 'Fuß', after: undefined },
        { lang: 'de', key: 'home.claim', before: 'Alt', after: 'Neu' },
        { lang: 'de', key: 'home.intro', before: undefined, after: 'Hallo' },
        { lang: 'en', key: 'home.claim', before: 'Old', after: 'New' },
      ],
    },
  ])('$name', ({ drafted, rows }) => {
    expect(textChanges(live, drafted)).toEqual(rows);
  });
});
