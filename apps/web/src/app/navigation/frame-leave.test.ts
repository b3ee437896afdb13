import { describe, expect, it } from 'vitest';
import { frameLeaveTarget } from './frame-leave.ts';

const urls = { MandantUrl: 'https://www.fyrst.de', EmpfehlenPath: '/empfehlen' };

describe('frameLeaveTarget', () => {
  it.each([
    { name: 'top-level window stays', framed: false, integrated: false, path: '/faq', expected: null },
    { name: 'integrated frame stays', framed: true, integrated: true, path: '/faq', expected: null },
    {
      name: 'foreign frame leaves',
      framed: true,
      integrated: false,
      path: '/faq',
      expected: 'https://www.fyrst.de/empfehlen#/faq',
    },
    {
      name: 'keeps the search',
      framed: true,
      integrated: false,
      path: '/?c=x',
      expected: 'https://www.fyrst.de/empfehlen#/?c=x',
    },
  ])('$name', ({ framed, integrated, path, expected }) => {
    expect(frameLeaveTarget({ framed, integrated, urls, pathWithSearch: path })).toBe(expected);
  });

  it.each([
    { MandantUrl: 'https://a.de/', EmpfehlenPath: 'kwk', expected: 'https://a.de/kwk#/' },
    { MandantUrl: 'https://a.de', EmpfehlenPath: '', expected: 'https://a.de#/' },
  ])('joins $MandantUrl and $EmpfehlenPath', ({ expected, ...u }) => {
    expect(frameLeaveTarget({ framed: true, integrated: false, urls: u, pathWithSearch: '/' })).toBe(
      expected,
    );
  });
});
