import type { Statistics } from '@kwk/shared/agency/agency-reports.schemas';
import { describe, expect, it } from 'vitest';
import { barShare, barSummary } from '../../../ui/charts/bars.ts';
import { agentBars, weekBars, weekParts } from './statistics-data.ts';

const zero = { Empfehlungen: 0, Leads: 0, Auftraege: 0, PraemienCent: 0 };
const stats: Statistics = {
  ProWoche: [
    { Woche: '2026-W46', ...zero, Empfehlungen: 3 },
    { Woche: '2026-W47', ...zero },
    { Woche: '2026-W48', ...zero, Empfehlungen: 5, PraemienCent: 2500 },
  ],
  ProAgent: [
    { Agentennummer: 'B-1002', AgentName: 'Ben Berg', ...zero, Empfehlungen: 2 },
    { Agentennummer: 'B-1001', AgentName: 'Anna Alt', ...zero, Empfehlungen: 2 },
    { Agentennummer: 'B-1003', AgentName: 'Cem Cay', ...zero, Empfehlungen: 4 },
  ],
  Summe: { ...zero, Empfehlungen: 8, PraemienCent: 2500 },
};

describe('statistics as bars', () => {
  it('reads ISO weeks', () => {
    expect(weekParts('2026-W07')).toEqual({ year: '2026', week: '7' });
    expect(weekParts('other')).toEqual({ year: '', week: 'other' });
  });

  it('keeps the weeks in order, zeros included', () => {
    expect(weekBars(stats, 'Empfehlungen', (w) => w).map((b) => [b.label, b.value])).toEqual([
      ['2026-W46', 3],
      ['2026-W47', 0],
      ['2026-W48', 5],
    ]);
  });

  it('puts agents highest first, equals by agent number', () => {
    expect(agentBars(stats, 'Empfehlungen').map((b) => b.label)).toEqual([
      'Cem Cay (B-1003)',
      'Anna Alt (B-1001)',
      'Ben Berg (B-1002)',
    ]);
  });

  it('sums and finds the highest bar; nothing to point at when all are zero', () => {
    const bars = weekBars(stats, 'Empfehlungen', (w) => w);
    expect(barSummary(bars)).toEqual({ total: 8, max: bars[2] });
    expect(barSummary(weekBars(stats, 'Leads', (w) => w))).toEqual({ total: 0, max: null });
  });

  it('scales bars to the longest', () => {
    expect(barShare(5, 10)).toBe(0.5);
    expect(barShare(3, 0)).toBe(0);
  });
});
