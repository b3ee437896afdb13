import { describe, expect, it } from 'vitest';
import { hasUnfitText, isFitText, unfitTextPaths } from './input-characters.ts';

describe('text fit for input', () => {
  it.each([
    ['plain text', 'Anna Berg', true, true],
    ['umlauts and ß', 'Heidestraße Köln', true, true],
    ['a paired surrogate (emoji)', 'Hallo 😀', true, true],
    ['tab, line feed, carriage return', 'a\tb\r\nc', true, false],
    ['NUL', 'a\u0000b', false, false],
    ['another C0 control', 'a\u001bb', false, false],
    ['DEL', 'a\u007f', false, false],
    ['a C1 control', 'a\u0085', false, false],
    ['a lone high surrogate', 'a\ud800b', false, false],
    ['a lone high surrogate at the end', 'a\ud83d', false, false],
    ['a lone low surrogate', '\udfffb', false, false],
    ['surrogates in the wrong order', '\ude00\ud83d', false, false],
    ['no-break space and BOM (text, not controls)', '\u00a0\ufeff', true, true],
  ])('%s', (_name, text, inBody, inUrl) => {
    expect(isFitText(text, 'body')).toBe(inBody);
    expect(isFitText(text, 'url')).toBe(inUrl);
  });

  it('names every unfit string and key by its path', () => {
    const body = { a: 'ok', b: { c: ['ok', 'x\u0000'] }, 'k\u0001': 1, d: '\ud800' };
    expect(unfitTextPaths(body, 'body', 'body').sort()).toEqual(['body.b.c.1', 'body.d', 'body.k\\u0001']);
    expect(unfitTextPaths('x\u0000', 'body', 'body')).toEqual(['body']);
    expect(unfitTextPaths(undefined, 'body', 'body')).toEqual([]);
    expect(unfitTextPaths({ n: 1, t: true, z: null }, 'querystring', 'url')).toEqual([]);
  });

  it.each([
    ['fit object', { a: 'ok', b: { c: ['ok', 1, null] } }, 'body'],
    ['unfit nested string', { b: { c: ['ok', 'x\u0000'] } }, 'body'],
    ['unfit key', { 'k\u0001': 1 }, 'body'],
    ['lone surrogate', ['\ud800'], 'body'],
    ['line feed in a body', { m: 'a\nb' }, 'body'],
    ['line feed in a path', { m: 'a\nb' }, 'url'],
    ['plain string', 'x', 'url'],
    ['nothing', undefined, 'body'],
    ['a Buffer', Buffer.from([0]), 'body'],
    [
      'null-prototype params',
      Object.assign(Object.create(null), { apiRoute: 'fyrst', key: 'x\u0000' }),
      'url',
    ],
  ] as const)('hasUnfitText agrees with unfitTextPaths: %s', (_name, value, place) => {
    expect(hasUnfitText(value, place)).toBe(unfitTextPaths(value, 'v', place).length > 0);
  });

  it('walks a deeply nested body without overflowing the stack, and names at most 20 fields', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unfitTextPaths(deep, 'body', 'body')).toHaveLength(1);
    expect(unfitTextPaths(Array(100).fill('\u0000'), 'body', 'body')).toHaveLength(20);
  });
});
