import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastMessage, contrastRatio, formatRatio } from './brand-contrast.ts';

const OK = {
  primary: '#a8005a',
  primaryContrast: '#ffffff',
  secondary: '#f7e6ef',
  text: '#1a1a1a',
  background: '#ffffff',
};

describe('contrastRatio (WCAG 2.1 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ffcc00', '#ffffff', 1.51],
    ['#a8005a', '#ffffff', 7.5],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it.each([['red'], ['#12345'], [''], ['#gggggg']])('cannot read %j', (color) => {
    expect(contrastRatio(color, '#ffffff')).toBeNull();
  });
});

describe('contrastFailures: every pair the portal puts text on, refused below 4.5:1', () => {
  it.each([
    ['the seeded telko colours', {}, []],
    ['grey text #777 on white', { text: '#777777' }, ['text-on-background']],
    ['grey text #767676 on white, just enough', { text: '#767676' }, []],
    [
      'yellow primary: button text and links',
      { primary: '#ffcc00' },
      ['button-text-on-primary', 'links-on-background'],
    ],
    [
      'dark background: text and links',
      { background: '#111111' },
      ['text-on-background', 'links-on-background'],
    ],
    ['secondary carries no text', { secondary: '#ffffff' }, []],
    ['an unreadable colour is left to the hex check', { text: 'schwarz' }, []],
  ])('%s', (_name, change, expected) => {
    expect(contrastFailures({ ...OK, ...change }).map((f) => f.pair.id)).toEqual(expected);
  });
});

describe('the message names the pair and the ratio, never rounding a failure up to 4.5', () => {
  it.each([
    [4.4999, 'de', '4,49:1'],
    [4.4999, 'en', '4.49:1'],
    [1.5, 'de', '1,50:1'],
  ] as const)('%s in %s is %s', (ratio, lang, text) => {
    expect(formatRatio(ratio, lang)).toBe(text);
  });

  it('in German and English', () => {
    const [failure] = contrastFailures({ ...OK, text: '#777777' });
    expect(contrastMessage(failure!, 'de')).toBe(
      'Kontrast Text auf Hintergrund: 4,47:1, mindestens 4,5:1 nötig (WCAG AA).',
    );
    expect(contrastMessage(failure!, 'en')).toBe(
      'Contrast text on background: 4.47:1, at least 4.5:1 needed (WCAG AA).',
    );
  });
});
