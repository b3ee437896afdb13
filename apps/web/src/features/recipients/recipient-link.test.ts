import { afterEach, describe, expect, it } from 'vitest';
import {
  isLinkToken,
  landingHref,
  parseEmpfehlungsnummer,
  recipientChannel,
  rememberLanding,
  wayBackHref,
} from './recipient-link.ts';

const k = '0123456789abcdef0123456789ABCDEF';

describe('parseEmpfehlungsnummer', () => {
  it.each([
    { value: '12345678', expected: 12345678 },
    { value: '1', expected: 1 },
    { value: '0', expected: null },
    { value: '1234567890', expected: null },
    { value: '12a', expected: null },
    { value: '-1', expected: null },
    { value: '', expected: null },
    { value: null, expected: null },
    { value: undefined, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(parseEmpfehlungsnummer(value)).toBe(expected);
  });
});

describe('isLinkToken', () => {
  it.each([
    { value: k, expected: true },
    { value: k.slice(1), expected: false },
    { value: `${k}0`, expected: false },
    { value: `${k.slice(1)}g`, expected: false },
    { value: null, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isLinkToken(value)).toBe(expected);
  });
});

describe('recipientChannel', () => {
  it.each([
    { search: '?k=x&channel=WhatsApp', cookie: 'Email', expected: 'WhatsApp' },
    { search: '?k=x', cookie: 'Email', expected: 'Email' },
    { search: '', cookie: null, expected: 'Link' },
    { search: '?channel=', cookie: null, expected: 'Link' },
    { search: '?channel=a%20b', cookie: 'flyer-2024', expected: 'flyer-2024' },
    { search: '', cookie: 'x'.repeat(51), expected: 'Link' },
    { search: '', cookie: '<script>', expected: 'Link' },
  ])('$search / $cookie → $expected', ({ search, cookie, expected }) => {
    expect(recipientChannel(search, cookie)).toBe(expected);
  });
});

describe('the way back to the landing', () => {
  afterEach(() => sessionStorage.clear());

  it('is the remembered link of this tab, else the code page', () => {
    expect(landingHref(12345678, k)).toBe(`/empfehlung/12345678?k=${k}`);
    expect(wayBackHref(12345678)).toBe('/code');
    rememberLanding(12345678, k);
    expect(wayBackHref(12345678)).toBe(`/empfehlung/12345678?k=${k}`);
    expect(wayBackHref(87654321)).toBe('/code');
    expect(wayBackHref(null)).toBe('/code');
  });
});
