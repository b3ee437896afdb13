import { describe, expect, it } from 'vitest';
import { contrastRatio, themeVariables } from './theme-variables.ts';

describe('contrastRatio', () => {
  it.each([
    { a: '#000000', b: '#ffffff', ratio: 21 },
    { a: '#fff', b: '#ffffff', ratio: 1 },
    { a: 'red', b: '#ffffff', ratio: 1 },
    // A colour written without its # is read as it always was.
    { a: ' 000000 ', b: 'fff', ratio: 21 },
  ])('$a on $b', ({ a, b, ratio }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('themeVariables', () => {
  const base = {
    primary: '#005a8c',
    primaryContrast: '#ffffff',
    secondary: '#333333',
    text: '#1a1a1a',
    background: '#ffffff',
  };
  it.each([
    { name: 'good colours kept', colors: base, onPrimary: '#ffffff', link: '#005a8c', text: '#1a1a1a' },
    {
      name: 'light primary: dark text on it, link falls back',
      colors: { ...base, primary: '#ffd800', primaryContrast: '#ffffff' },
      onPrimary: '#000000',
      link: '#333333',
      text: '#1a1a1a',
    },
    {
      name: 'pale text colour replaced',
      colors: { ...base, text: '#cccccc' },
      onPrimary: '#ffffff',
      link: '#005a8c',
      text: '#1a1a1a',
    },
  ])('$name', ({ colors, onPrimary, link, text }) => {
    const vars = themeVariables(colors);
    expect(vars['--color-on-primary']).toBe(onPrimary);
    expect(vars['--color-link']).toBe(link);
    expect(vars['--color-text']).toBe(text);
  });
});
