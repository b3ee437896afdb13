import { type Figures, FUNNEL_STAGES, type FunnelStage } from '@kwk/shared/operator/figures.schemas';
import { rangeProblems } from '@kwk/shared/operator/figures-range';
import type { Bar } from '../../../ui/charts/bars.ts';

/** `2026-W07` → "KW 7/2026" (German) or "W7 2026" (English); anything else stays whole. */
export function weekLabel(week: string, lang: 'de' | 'en'): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return week;
  const n = Number(match[2]);
  return lang === 'de' ? `KW ${n}/${match[1]}` : `W${n} ${match[1]}`;
}

/** The funnel over the whole range: one bar per stage, in the funnel's order. */
export function funnelBars(figures: Figures, stageName: (stage: FunnelStage) => string): Bar[] {
  return FUNNEL_STAGES.map((stage) => ({
    key: stage,
    label: stageName(stage),
    value: figures.Totals[stage],
  }));
}

/** One stage per week, oldest first, every week of the range (the server sends empty weeks as 0). */
export function weekBars(figures: Figures, stage: FunnelStage, lang: 'de' | 'en'): Bar[] {
  return figures.Weeks.map((w) => ({ key: w.Week, label: weekLabel(w.Week, lang), value: w[stage] }));
}

/**
 * Each stage as a share of the one before it, in percent rounded to one decimal; null for the
 * first stage and where the stage before is 0 (no share of nothing).
 */
export function stageShares(figures: Figures): (number | null)[] {
  return FUNNEL_STAGES.map((stage, i) => {
    if (i === 0) return null;
    const before = figures.Totals[FUNNEL_STAGES[i - 1]!];
    return before > 0 ? Math.round((figures.Totals[stage] / before) * 1000) / 10 : null;
  });
}

/** `DD.MM.YYYY` (as the console shows and takes dates) → `YYYY-MM-DD`, or null when it is no such text. */
export function isoDay(shown: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(shown);
  if (!match) return null;
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`. */
export const shownDay = (iso: string): string => iso.split('-').reverse().join('.');

export type RangeProblemKind = 'format' | 'order' | 'length';

/**
 * The form's range checked before it is sent, with the rules the server applies
 * (`figures-range.ts`): each field's problem, none when the range can be asked for.
 */
export function rangeErrors(from: string, to: string): { von?: RangeProblemKind; bis?: RangeProblemKind } {
  const isoFrom = isoDay(from);
  const isoTo = isoDay(to);
  const errors: { von?: RangeProblemKind; bis?: RangeProblemKind } = {};
  const problems = rangeProblems(isoFrom ?? '', isoTo ?? '');
  if (problems.includes('from')) errors.von = 'format';
  if (problems.includes('to')) errors.bis = 'format';
  if (problems.includes('order')) errors.bis = 'order';
  if (problems.includes('length')) errors.bis = 'length';
  return errors;
}
