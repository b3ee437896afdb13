import { describe, expect, it } from 'vitest';
import { parseJsonBlock } from './boot-data.ts';

const hasLanguage = (v: unknown) => typeof v === 'object' && v !== null && 'Language' in v;

describe('parseJsonBlock', () => {
  it.each([
    { name: 'no element', json: undefined, expected: null },
    { name: 'empty', json: '', expected: null },
    { name: 'broken JSON', json: '{"Language":', expected: null },
    { name: 'wrong shape', json: '{"Texts":{}}', expected: null },
    {
      name: 'a data block',
      json: '{"Language":"de","Texts":{"a":"b"}}',
      expected: { Language: 'de', Texts: { a: 'b' } },
    },
  ])('$name', ({ json, expected }) => {
    expect(parseJsonBlock(json, hasLanguage)).toEqual(expected);
  });
});
