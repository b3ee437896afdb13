import { describe, expect, it } from 'vitest';
import { callToAction } from './call-to-action.ts';

describe('callToAction', () => {
  it.each([
    { next: 'praemie_abholen', banner: true, expected: 'collectReward' },
    { next: 'praemie_abholen', banner: false, expected: 'collectReward' },
    { next: null, banner: true, expected: 'collectReward' },
    { next: 'bankdaten_eingeben', banner: true, expected: 'collectReward' },
    { next: 'bankdaten_eingeben', banner: false, expected: 'enterBankData' },
    { next: null, banner: false, expected: null },
  ] as const)('next $next, banner $banner → $expected', ({ next, banner, expected }) => {
    expect(callToAction({ next, banner })).toBe(expected);
  });
});
