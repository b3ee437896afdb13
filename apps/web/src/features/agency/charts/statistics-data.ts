import type { Statistics } from '@kwk/shared/agency/agency-reports.schemas';
import type { Bar } from '../../../ui/charts/bars.ts';

export const FIGURES = ['Empfehlungen', 'Leads', 'Auftraege', 'PraemienCent'] as const;
export type Figure = (typeof FIGURES)[number];

/** `2026-W07` → year and week as the labels write them ("KW 7/2026"); anything else stays whole. */
export function weekParts(woche: string): { year: string; week: string } {
  const match = /^(\d{4})-W(\d{2})$/.exec(woche);
  return match ? { year: match[1]!, week: String(Number(match[2])) } : { year: '', week: woche };
}

/** One bar per week, oldest first, as the server sends them (every week, zeros included). */
export function weekBars(stats: Statistics, figure: Figure, label: (woche: string) => string): Bar[] {
  return stats.ProWoche.map((row) => ({ key: row.Woche, label: label(row.Woche), value: row[figure] }));
}

/** One bar per agent, highest first (then by agent number, so equal values keep one order). */
export function agentBars(stats: Statistics, figure: Figure): Bar[] {
  return stats.ProAgent.map((row) => ({
    key: row.Agentennummer,
    label: `${row.AgentName} (${row.Agentennummer})`,
    value: row[figure],
  })).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}
