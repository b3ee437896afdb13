import { describe, expect, it } from 'vitest';
import { configChanges } from './config-diff.ts';

describe('configChanges: the audit summary of a save', () => {
  it.each([
    ['nothing changed', { a: 1, b: { c: 'x' } }, { a: 1, b: { c: 'x' } }, []],
    [
      'a switch keeps its values',
      { M: { On: false } },
      { M: { On: true } },
      [{ path: 'M.On', from: false, to: true }],
    ],
    [
      'a number keeps its values',
      { R: { Share: 100 } },
      { R: { Share: 50 } },
      [{ path: 'R.Share', from: 100, to: 50 }],
    ],
    [
      'a text only its path',
      { B: { SupportEmail: 'a@x.example' } },
      { B: { SupportEmail: 'b@x.example' } },
      [{ path: 'B.SupportEmail' }],
    ],
    [
      'an array is one leaf, without values',
      { W: ['a@x.example'] },
      { W: ['a@x.example', 'b@x.example'] },
      [{ path: 'W' }],
    ],
    [
      'an added optional block',
      { B: {} },
      { B: { Imprint: { Email: 'i@x.example' } } },
      [{ path: 'B.Imprint' }],
    ],
    [
      'several, sorted by path',
      { b: 1, a: 'x' },
      { b: 2, a: 'y' },
      [{ path: 'a' }, { path: 'b', from: 1, to: 2 }],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(configChanges(before, after)).toEqual(expected);
  });
});
