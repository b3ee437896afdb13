import { describe, expect, it } from 'vitest';
import { carryWidgetParam } from './widget-param.ts';

describe('carryWidgetParam', () => {
  it.each([
    { target: '/faq', current: '', expected: '/faq' },
    { target: '/faq', current: '?lang=en', expected: '/faq' },
    { target: '/faq', current: '?widget=1', expected: '/faq?widget=1' },
    { target: '/login?redirect=%2Fx', current: '?widget=abc', expected: '/login?redirect=%2Fx&widget=abc' },
    { target: '/#empfehlen-form', current: '?widget=1', expected: '/?widget=1#empfehlen-form' },
    { target: '/faq?widget=2', current: '?widget=1', expected: '/faq?widget=2' },
    { target: '/faq', current: '?widget=', expected: '/faq?widget=' },
  ])('$target from $current', ({ target, current, expected }) => {
    expect(carryWidgetParam(target, current)).toBe(expected);
  });
});
