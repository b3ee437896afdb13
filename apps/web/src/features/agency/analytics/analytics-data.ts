import type {
  Analytics,
  AnalyticsRate,
  AnalyticsStep,
  Funnel,
} from '@kwk/shared/agency/agency-analytics.schemas';
import { berlinDateAndTime } from '@kwk/shared/berlin-time';
import type { Language } from '@kwk/shared/errors/error-codes';
import { defaultFiguresRange } from '@kwk/shared/operator/figures-range';
import type { Bar } from '../../../ui/charts/bars.ts';

/** The rate that leads to each step (none to the first). */
export const RATE_TO: Record<AnalyticsStep, AnalyticsRate | null> = {
  Oeffnungen: null,
  Empfehlungen: 'OeffnungenZuEmpfehlungen',
  Auftraege: 'EmpfehlungenZuAuftraegen',
  Praemien: 'AuftraegeZuPraemien',
};

/** How many agents the per-agent chart shows (the table lists every one). */
export const TOP_AGENTS = 10;

/** Today in Berlin as YYYY-MM-DD, whatever the browser's zone. */
export function berlinToday(now: Date): string {
  const [day, month, year] = berlinDateAndTime(now).date.split('.');
  return `${year}-${month}-${day}`;
}

/** The range the page opens with: the last 12 weeks (as the console's figures). */
export const initialRange = (now: Date) => defaultFiguresRange(berlinToday(now));

const percents = {
  de: new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }),
};

/** A rate as a percentage ("25 %" / "25%"), or the dash where there is none (nothing to divide by). */
export function formatRate(rate: number | null, language: Language): string {
  return rate === null ? '–' : percents[language].format(rate);
}

/** The funnel of the whole range: one bar per step. */
export function funnelBars(
  sum: Funnel,
  label: (step: AnalyticsStep) => string,
  steps: readonly AnalyticsStep[],
): Bar[] {
  return steps.map((step) => ({ key: step, label: label(step), value: sum[step] }));
}

/** One bar per week, oldest first (every week, zeros too). */
export function weekBars(data: Analytics, step: AnalyticsStep, label: (woche: string) => string): Bar[] {
  return data.ProWoche.map((row) => ({ key: row.Woche, label: label(row.Woche), value: row[step] }));
}

/** The agents with the most opens (the server sends them so ordered), at most `TOP_AGENTS`. */
export function topAgentBars(data: Analytics): Bar[] {
  return data.ProAgent.slice(0, TOP_AGENTS).map((row) => ({
    key: row.Agentennummer,
    label: `${row.AgentName} (${row.Agentennummer})`,
    value: row.Oeffnungen,
  }));
}
