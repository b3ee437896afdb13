import { type Figures, noStageCounts } from '@kwk/shared/operator/figures.schemas';
import { describe, expect, it } from 'vitest';
import { barShare, barSummary } from '../../../ui/charts/bars.ts';
import {
  funnelBars,
  isoDay,
  rangeErrors,
  shownDay,
  stageShares,
  weekBars,
  weekLabel,
} from './figures-data.ts';

const none = noStageCounts();

const FIGURES: Figures = {
  Tenant: { Key: 'telko', Name: 'Telko' },
  From: '2026-11-02',
  To: '2026-11-22',
  Weeks: [
    { ...none, Week: '2026-W45', Monday: '2026-11-02', Clicks: 10, Confirmed: 4, Recipients: 2, Orders: 1 },
    { ...none, Week: '2026-W46', Monday: '2026-11-09' },
    {
      ...none,
      Week: '2026-W47',
      Monday: '2026-11-16',
      Clicks: 10,
      Effective: 1,
      Credited: 2,
      CreditedCent: 7000,
    },
  ],
  Totals: {
    ...none,
    Clicks: 20,
    Confirmed: 4,
    Recipients: 2,
    Orders: 1,
    Effective: 1,
    Credited: 2,
    CreditedCent: 7000,
  },
  Rewards: { Waiting: { Count: 0, Cent: 0 }, Owed: { Count: 2, Cent: 7000 }, Paid: { Count: 0, Cent: 0 } },
};

describe('the figures screen’s data', () => {
  it('labels ISO weeks in the console’s language', () => {
    expect(weekLabel('2026-W07', 'de')).toBe('KW 7/2026');
    expect(weekLabel('2026-W48', 'en')).toBe('W48 2026');
    expect(weekLabel('irgendwas', 'de')).toBe('irgendwas');
  });

  it('makes the funnel’s bars in the funnel’s order, paid included at 0', () => {
    expect(funnelBars(FIGURES, (s) => s.toLowerCase()).map((b) => [b.key, b.label, b.value])).toEqual([
      ['Clicks', 'clicks', 20],
      ['Confirmed', 'confirmed', 4],
      ['Recipients', 'recipients', 2],
      ['Orders', 'orders', 1],
      ['Effective', 'effective', 1],
      ['Credited', 'credited', 2],
      ['Paid', 'paid', 0],
    ]);
  });

  it('keeps every week, the empty ones as 0, oldest first', () => {
    expect(weekBars(FIGURES, 'Clicks', 'de')).toEqual([
      { key: '2026-W45', label: 'KW 45/2026', value: 10 },
      { key: '2026-W46', label: 'KW 46/2026', value: 0 },
      { key: '2026-W47', label: 'KW 47/2026', value: 10 },
    ]);
  });

  it('gives each stage’s share of the one before, none after a 0', () => {
    expect(stageShares(FIGURES)).toEqual([null, 20, 50, 50, 100, 200, 0]);
    expect(stageShares({ ...FIGURES, Totals: none })).toEqual([null, null, null, null, null, null, null]);
  });

  it('summarises a chart by its total and its highest bar (the first of equals), none when all are 0', () => {
    const bars = weekBars(FIGURES, 'Clicks', 'de');
    expect(barSummary(bars)).toEqual({ total: 20, max: bars[0] });
    expect(barSummary(weekBars(FIGURES, 'Paid', 'de'))).toEqual({ total: 0, max: null });
    expect(barShare(5, 10)).toBe(0.5);
    expect(barShare(5, 0)).toBe(0);
  });

  it('reads and writes dates as DD.MM.YYYY', () => {
    expect(isoDay('2.11.2026')).toBe('2026-11-02');
    expect(isoDay(' 29.11.2026 ')).toBe('2026-11-29');
    expect(isoDay('2026-11-29')).toBeNull();
    expect(shownDay('2026-11-02')).toBe('02.11.2026');
  });

  it.each([
    ['02.11.2026', '29.11.2026', {}],
    ['29.11.2026', '02.11.2026', { bis: 'order' }],
    ['30.02.2026', '29.11.2026', { von: 'format' }],
    ['', 'gestern', { von: 'format', bis: 'format' }],
    ['01.01.2024', '29.11.2026', { bis: 'length' }],
  ])('checks the range %s to %s: %j', (from, to, errors) => expect(rangeErrors(from, to)).toEqual(errors));
});
