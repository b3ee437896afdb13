import { describe, expect, it } from 'vitest';
import { orderPageUrl } from './order-page.ts';

describe('orderPageUrl', () => {
  it.each([
    {
      link: 'https://shop.telko.example/bestellen?produkt=1&empfehlung=12345678',
      expected: 'https://shop.telko.example/bestellen?produkt=1&empfehlung=12345678',
    },
    { link: 'http://shop.example/b', expected: 'http://shop.example/b' },
    { link: 'javascript:alert(1)', expected: null },
    { link: 'data:text/html,x', expected: null },
    { link: '/bestellen', expected: null },
    { link: '', expected: null },
  ])('$link', ({ link, expected }) => {
    expect(orderPageUrl(link)).toBe(expected);
  });
});
