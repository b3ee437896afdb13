import { describe, expect, it } from 'vitest';
import { getCookie, readCookie, removeCookie, serializeCookie, setCookie } from './cookies.ts';

describe('readCookie', () => {
  it.each([
    { cookies: '', name: 'a', expected: null },
    { cookies: 'a=1', name: 'a', expected: '1' },
    { cookies: 'b=2; a=x%20y', name: 'a', expected: 'x y' },
    { cookies: 'ab=1', name: 'a', expected: null },
    // A value another site's script wrote by hand, not percent-encoded: as good as none.
    { cookies: 'a=100%; b=2', name: 'a', expected: null },
    { cookies: 'a=100%; b=2', name: 'b', expected: '2' },
  ])('$cookies / $name', ({ cookies, name, expected }) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });
});

describe('serializeCookie', () => {
  it.each([
    { secure: false, expected: 'n=a%3Bb; Path=/; Max-Age=60; SameSite=Lax' },
    { secure: true, expected: 'n=a%3Bb; Path=/; Max-Age=60; SameSite=Lax; Secure' },
  ])('secure=$secure', ({ secure, expected }) => {
    expect(serializeCookie('n', 'a;b', 60, secure)).toBe(expected);
  });
});

describe('removeCookie', () => {
  it('drops a cookie setCookie wrote', () => {
    setCookie('kwk_test', '1.abc', 60);
    expect(getCookie('kwk_test')).toBe('1.abc');
    removeCookie('kwk_test');
    expect(getCookie('kwk_test')).toBeNull();
  });
});
