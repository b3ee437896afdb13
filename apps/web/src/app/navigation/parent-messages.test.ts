import { describe, expect, it } from 'vitest';
import { parentTargetOrigin, routeMessage, scrollToMessage } from './parent-messages.ts';

const origins = ['https://www.fyrst.de', 'https://partner.example/'];

describe('parentTargetOrigin', () => {
  it.each([
    { referrer: 'https://www.fyrst.de/empfehlen?x=1', expected: 'https://www.fyrst.de' },
    { referrer: 'https://partner.example/page', expected: 'https://partner.example/' },
    { referrer: 'https://evil.example/', expected: null },
    { referrer: 'http://www.fyrst.de/', expected: null },
    { referrer: '', expected: null },
    { referrer: 'not a url', expected: null },
  ])('$referrer → $expected', ({ referrer, expected }) => {
    expect(parentTargetOrigin(origins, referrer)).toBe(expected);
  });
});

describe('messages', () => {
  it.each([
    { make: () => routeMessage('/faq?widget=1'), expected: { type: 'kwk:route', path: '/faq?widget=1' } },
    { make: () => scrollToMessage(120.4), expected: { type: 'kwk:scrollTo', top: 120, durationMs: 300 } },
    { make: () => scrollToMessage(-5), expected: { type: 'kwk:scrollTo', top: 0, durationMs: 300 } },
  ])('$expected.type', ({ make, expected }) => {
    expect(make()).toEqual(expected);
  });
});
