import { describe, expect, it } from 'vitest';
import { afterLoginTarget, safeRedirectPath } from './redirect-target.ts';

const origin = 'https://telko.example.org';

describe('safeRedirectPath', () => {
  it.each([
    { raw: null, expected: null },
    { raw: '', expected: null },
    { raw: '/persoenlicherbereich', expected: '/persoenlicherbereich' },
    { raw: '/passwortaendern?widget=1#top', expected: '/passwortaendern?widget=1#top' },
    { raw: '/a/../meinedaten', expected: '/meinedaten' },
    { raw: 'persoenlicherbereich', expected: null },
    { raw: 'https://evil.example/', expected: null },
    { raw: '//evil.example/x', expected: null },
    { raw: '/\\evil.example/x', expected: null },
    { raw: '/\t/evil.example', expected: null },
    { raw: '/%0a/x', expected: '/%0a/x' },
    { raw: 'javascript:alert(1)', expected: null },
    { raw: '/login', expected: null },
    { raw: '/login?redirect=/x', expected: null },
    { raw: '/login/admin-token', expected: null },
    { raw: '/logout', expected: null },
    { raw: '/loginhilfe', expected: '/loginhilfe' },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(safeRedirectPath(raw, origin)).toBe(expected);
  });
});

describe('afterLoginTarget', () => {
  it.each([
    {
      name: 'default',
      redirect: null,
      passwordSet: true,
      embedded: false,
      expected: '/persoenlicherbereich',
    },
    {
      name: 'back to the page',
      redirect: '/meinedaten',
      passwordSet: true,
      embedded: false,
      expected: '/meinedaten',
    },
    {
      name: 'no password yet: register first (spec §6)',
      redirect: null,
      passwordSet: false,
      embedded: false,
      expected: '/registrieren',
    },
    {
      name: 'no password yet, keeping the target',
      redirect: '/meinedaten?x=1',
      passwordSet: false,
      embedded: false,
      expected: '/registrieren?redirect=%2Fmeinedaten%3Fx%3D1',
    },
    {
      name: 'no password yet, embedded: no forced change',
      redirect: null,
      passwordSet: false,
      embedded: true,
      expected: '/persoenlicherbereich',
    },
  ])('$name', ({ redirect, passwordSet, embedded, expected }) => {
    expect(afterLoginTarget({ redirect, passwordSet, embedded })).toBe(expected);
  });
});
