import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatEuro,
  formatRewardEuro,
  isRewardActive,
  isYoungTariffEligible,
  type RewardValidity,
  rewardText,
  rewardValueText,
  shortText10,
  shortText19,
} from './catalogue.rules.ts';

const NBSP = '\u00a0';
const TODAY = '2026-11-22';
const reward = (Startdatum: string, Enddatum: string | null, EnddatumAnzeige: string | null) =>
  ({ Startdatum, Enddatum, EnddatumAnzeige }) satisfies RewardValidity;

describe('isRewardActive (spec §4)', () => {
  it.each([
    ['started, no end date', reward('2026-01-01', null, null), true],
    ['starts today, no end date', reward(TODAY, null, null), true],
    ['starts tomorrow', reward('2026-11-23', null, null), false],
    ['starts tomorrow even with an end date ahead', reward('2026-11-23', '2026-12-31', '2026-12-31'), false],
    ['end date ahead', reward('2026-01-01', '2026-12-31', null), true],
    ['end date today', reward('2026-01-01', TODAY, null), true],
    ['end date yesterday, no display end date', reward('2026-01-01', '2026-11-21', null), false],
    ['end date yesterday, display end date today', reward('2026-01-01', '2026-11-21', TODAY), true],
    ['display end date passed, end date ahead', reward('2026-01-01', '2026-12-31', '2026-11-01'), true],
    ['both end dates passed', reward('2026-01-01', '2026-11-21', '2026-11-20'), false],
    [
      'no end date, display end date passed ("has no end date" wins)',
      reward('2026-01-01', null, '2026-11-01'),
      true,
    ],
  ])('%s → %s', (_case, r, expected) => {
    expect(isRewardActive(r, TODAY)).toBe(expected);
  });
});

describe('formatEuro / formatRewardEuro', () => {
  it.each([
    [7000, 'de', `70,00${NBSP}€`],
    [7000, 'en', '€70.00'],
    [1999, 'de', `19,99${NBSP}€`],
    [123456, 'de', `1.234,56${NBSP}€`],
    [0, 'de', `0,00${NBSP}€`],
  ] as const)('formatEuro(%i, %s) = %s', (cents, lang, expected) => {
    expect(formatEuro(cents, lang)).toBe(expected);
  });

  it.each([
    [7000, 'de', `70${NBSP}€`],
    [7000, 'en', '€70'],
    [2550, 'de', `25,50${NBSP}€`],
  ] as const)('formatRewardEuro(%i, %s) = %s', (cents, lang, expected) => {
    expect(formatRewardEuro(cents, lang)).toBe(expected);
  });
});

describe('rewardValueText: "bis zu" where the values differ (spec §9)', () => {
  it.each([
    ['fixed line, one reward', [7000], 'de', `70${NBSP}€`],
    ['fibre 60 and 90 €', [6000, 9000], 'de', `bis zu 90${NBSP}€`],
    ['sports 110 and 80 €, any order', [11000, 8000], 'de', `bis zu 110${NBSP}€`],
    ['fibre in English', [6000, 9000], 'en', 'up to €90'],
    ['two rewards of the same value', [5000, 5000], 'de', `50${NBSP}€`],
    ['no reward', [], 'de', null],
  ] as const)('%s', (_case, cents, lang, expected) => {
    expect(rewardValueText(cents, lang)).toBe(expected);
  });
});

describe('rewardText fills {deal}, {end}, {start}, {value}', () => {
  const template = 'Für {deal} erhalten Sie {value} vom {start} bis {end}.';
  it.each([
    [
      'one value with dates',
      { deal: 'Zuhause M', start: '2025-01-01', end: '2027-06-30', value: [7000] },
      'de',
      `Für Zuhause M erhalten Sie 70${NBSP}€ vom 01.01.2025 bis 30.06.2027.`,
    ],
    [
      'differing values say "bis zu"',
      { deal: 'Glasfaser 300', start: '2025-01-01', end: null, value: [6000, 9000] },
      'de',
      `Für Glasfaser 300 erhalten Sie bis zu 90${NBSP}€ vom 01.01.2025 bis .`,
    ],
    [
      'English says "up to"',
      { deal: 'Sport', start: '2025-01-01', end: null, value: [8000, 11000] },
      'en',
      'Für Sport erhalten Sie up to €110 vom 01.01.2025 bis .',
    ],
  ] as const)('%s', (_case, values, lang, expected) => {
    expect(rewardText(template, values, lang)).toBe(expected);
  });

  it('keeps unknown placeholders and repeats known ones', () => {
    expect(rewardText('{value}/{value} {other}', { deal: '', start: '', end: null, value: [5000] })).toBe(
      `50${NBSP}€/50${NBSP}€ {other}`,
    );
  });

  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09.03.2026');
  });
});

describe('short text filters (spec §9)', () => {
  const forty = 'x'.repeat(40);
  const long = 'Telko Zuhause M mit Glasfaser und TV-Paket inklusive';
  it.each([
    ['exactly 40 characters stays', forty, forty, forty],
    ['41 characters is cut', `${forty}y`, `${'x'.repeat(19)}...`, `${'x'.repeat(10)}...`],
    ['a long product name', long, 'Telko Zuhause M mit...', 'Telko Zuha...'],
    ['short text stays', 'Glasfaser 300', 'Glasfaser 300', 'Glasfaser 300'],
    ['empty stays', '', '', ''],
  ])('%s', (_case, text, expected19, expected10) => {
    expect(shortText19(text)).toBe(expected19);
    expect(shortText10(text)).toBe(expected10);
  });
});

describe('isYoungTariffEligible: under 28 (spec §9)', () => {
  it.each([
    ['27 years old', '1999-01-15', true],
    ['28th birthday tomorrow', '1998-11-23', true],
    ['28th birthday today', '1998-11-22', false],
    ['28 years and a day', '1998-11-21', false],
    ['18 years old', '2008-06-01', true],
    ['born today', TODAY, true],
    ['birth date in the future', '2027-01-01', false],
    ['malformed birth date', '22.11.1998', false],
  ])('%s (%s) → %s', (_case, birthDate, expected) => {
    expect(isYoungTariffEligible(birthDate, TODAY)).toBe(expected);
  });

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(isYoungTariffEligible('1999-02-28', '2027-02-27')).toBe(true);
    expect(isYoungTariffEligible('2000-02-29', '2028-02-28')).toBe(true);
    expect(isYoungTariffEligible('2000-02-29', '2028-02-29')).toBe(false);
  });
});
