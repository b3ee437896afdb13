import {
  ANALYTICS_RATES,
  ANALYTICS_STEPS,
  type Analytics,
  type AnalyticsRequest,
  type AnalyticsStep,
  type Funnel,
} from '@kwk/shared/agency/agency-analytics.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { type FormEvent, useId, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { type Bar, barSummary } from '../../../ui/charts/bars.ts';
import { fetchAnalytics } from '../api/agency-reports.ts';
import { useAgencyData } from '../api/use-agency-data.ts';
import { weekParts } from '../charts/statistics-data.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';
import { formatCount } from '../reports/cell-format.ts';
import { FilterSelect } from '../reports/filter-select.tsx';
import {
  formatRate,
  funnelBars,
  initialRange,
  TOP_AGENTS,
  topAgentBars,
  weekBars,
} from './analytics-data.ts';
import { AnalyticsTable, FunnelTable } from './analytics-tables.tsx';
import '../charts/charts.css';
import '../reports/reports.css';
import './analytics.css';

/**
 * Tab "Analyse" (issue 29, item 6; decision 067): the agency's funnel from link opens to rewards
 * over a period (whole ISO weeks) for all its agents or one — the whole range as a funnel chart
 * with its table beside it, then per week (a chart per step, their table below) and per agent
 * (the top agents' opens, every agent in the table below). Each chart is an SVG named by its title
 * and described by its summary; the numbers are always in a real table too.
 */
export function AnalyticsView() {
  const { t } = useTranslation('agency');
  const [request, setRequest] = useState<AnalyticsRequest>(() => {
    const range = initialRange(new Date());
    return { Von: range.from, Bis: range.to };
  });
  const { data, loading, error } = useAgencyData(request, fetchAnalytics);

  return (
    <div className="agency-analytics" aria-busy={loading}>
      <p>{t('analytics.intro')}</p>
      <AnalyticsFilters applied={request} agents={data?.Agenten ?? []} onApply={setRequest} />
      <StatusAndAlert
        status={loading ? t('analytics.loading') : ''}
        error={error}
        statusClass="agency-status"
      />
      {data && <AnalyticsResults data={data} />}
    </div>
  );
}

/** The funnel chart's one-line description: every count and rate in words. */
function summaryValues(sum: Funnel, count: (n: number) => string, language: Language) {
  const values: Record<string, string> = {};
  for (const step of ANALYTICS_STEPS) values[step] = count(sum[step]);
  for (const rate of ANALYTICS_RATES) values[rate] = formatRate(sum[rate], language);
  return values;
}

/** A chart's summary in the charts' words, pointing to the table below. */
function chartSummary(bars: readonly Bar[], count: (n: number) => string, t: TFunction): string {
  const { total, max } = barSummary(bars);
  const head = max
    ? t('charts.summary', { total: count(total), max: count(max.value), label: max.label })
    : t('charts.none');
  return `${head} ${t('analytics.inTable')}`;
}

/** The figures of the range: the funnel, per week and per agent, each chart with its table. */
function AnalyticsResults({ data }: { data: Analytics }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useId();
  const count = (value: number) => formatCount(value, language);
  const stepName = (step: AnalyticsStep) => t(`analytics.steps.${step}`);
  const weekLabel = (woche: string) => t('charts.weekShort', weekParts(woche));
  return (
    <>
      <p className="analytics__range">
        {t('analytics.range', { from: displayDate(data.Von), to: displayDate(data.Bis) })}
      </p>
      <section aria-labelledby={`${id}-funnel`}>
        <h3 id={`${id}-funnel`}>{t('analytics.funnel')}</h3>
        <div className="analytics__pair agency-charts">
          <BarChart
            title={t('analytics.funnel')}
            summary={t('analytics.funnelSummary', summaryValues(data.Summe, count, language))}
            bars={funnelBars(data.Summe, stepName, ANALYTICS_STEPS)}
            format={count}
          />
          <FunnelTable sum={data.Summe} stepName={stepName} />
        </div>
      </section>
      <section aria-labelledby={`${id}-weeks`}>
        <h3 id={`${id}-weeks`}>{t('analytics.perWeekTitle')}</h3>
        <div className="agency-charts">
          {ANALYTICS_STEPS.map((step) => {
            const bars = weekBars(data, step, weekLabel);
            return (
              <BarChart
                key={step}
                title={t('analytics.perWeek', { step: stepName(step) })}
                summary={chartSummary(bars, count, t)}
                bars={bars}
                format={count}
                layout="columns"
              />
            );
          })}
        </div>
        <AnalyticsTable
          caption={t('analytics.weekTable')}
          head={t('analytics.week')}
          rows={data.ProWoche.map((row) => ({
            key: row.Woche,
            label: weekLabel(row.Woche),
            funnel: row,
          }))}
          total={data.Summe}
        />
      </section>
      <section aria-labelledby={`${id}-agents`}>
        <h3 id={`${id}-agents`}>{t('analytics.perAgentTitle')}</h3>
        {data.ProAgent.length === 0 ? (
          <p>{t('analytics.noAgents')}</p>
        ) : (
          <>
            <div className="agency-charts">
              <BarChart
                title={t('analytics.perAgent', { count: Math.min(TOP_AGENTS, data.ProAgent.length) })}
                summary={chartSummary(topAgentBars(data), count, t)}
                bars={topAgentBars(data)}
                format={count}
              />
            </div>
            <AnalyticsTable
              caption={t('analytics.agentTable')}
              head={t('analytics.agent')}
              rows={data.ProAgent.map((row) => ({
                key: row.Agentennummer,
                label: `${row.AgentName} (${row.Agentennummer})`,
                funnel: row,
              }))}
              total={data.Summe}
            />
          </>
        )}
      </section>
      <p className="analytics__note">{t('analytics.noRate')}</p>
    </>
  );
}

/** Period (Berlin days, widened to whole weeks by the server) and agent, applied together. */
function AnalyticsFilters({
  applied,
  agents,
  onApply,
}: {
  applied: AnalyticsRequest;
  agents: Analytics['Agenten'];
  onApply: (request: AnalyticsRequest) => void;
}) {
  const { t } = useTranslation('agency');
  const id = useId();
  const [draft, setDraft] = useState(applied);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { Agentennummer, ...range } = draft;
    onApply(Agentennummer ? { ...range, Agentennummer } : range);
  }

  return (
    <form className="report-filters" onSubmit={submit}>
      <fieldset>
        <legend>{t('analytics.filters')}</legend>
        <div className="report-filters__fields">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('analytics.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              required
              value={draft.Von}
              onChange={(e) => setDraft((d) => ({ ...d, Von: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('analytics.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              required
              value={draft.Bis}
              onChange={(e) => setDraft((d) => ({ ...d, Bis: e.target.value }))}
            />
          </div>
          <FilterSelect
            id={`${id}-agent`}
            label={t('analytics.agent')}
            allLabel={t('analytics.allAgents')}
            value={draft.Agentennummer ?? ''}
            options={agents.map(
              (agent) => [agent.Agentennummer, `${agent.AgentName} (${agent.Agentennummer})`] as const,
            )}
            onChange={(value) => setDraft((d) => ({ ...d, Agentennummer: value }))}
          />
        </div>
        <div className="report-filters__actions">
          <button type="submit" className="button button--primary">
            {t('analytics.show')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
