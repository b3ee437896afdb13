import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { useId, useMemo, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fetchStatistics } from '../api/agency-reports.ts';
import { useAgencyData } from '../api/use-agency-data.ts';
import { StatusAndAlert } from '../components/status-and-alert.tsx';
import { formatCount } from '../reports/cell-format.ts';
import { BarChart } from './bar-chart.tsx';
import { agentBars, FIGURES, type Figure, weekBars, weekParts } from './statistics-data.ts';

const WEEK_CHOICES = [4, 12, 26, 52] as const;

const loadStatistics = (request: { kind: 'dashboard' | 'statistik'; weeks: number }, signal: AbortSignal) =>
  fetchStatistics(request.kind, request.weeks, signal);

/**
 * The agency's figures (`PUT agentur/dashboard` or `agentur/statistik`): the totals on top, then
 * per week (and, for the statistics, per agent) one chart per figure, each with its data table.
 */
export function StatisticsView({ kind }: { kind: 'dashboard' | 'statistik' }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useId();
  const [weeks, setWeeks] = useState(12);
  const request = useMemo(() => ({ kind, weeks }), [kind, weeks]);
  const { data: stats, loading, error } = useAgencyData(request, loadStatistics);

  const format = (figure: Figure) => (value: number) =>
    figure === 'PraemienCent' ? formatEuro(value, language) : formatCount(value, language);
  const figureName = (figure: Figure) => t(`charts.figures.${figure}`);
  const weekLabel = (woche: string) => t('charts.weekShort', weekParts(woche));
  const chartsPerWeek = kind === 'dashboard' ? FIGURES.filter((f) => f !== 'PraemienCent') : FIGURES;

  return (
    <div className="agency-statistics" aria-busy={loading}>
      <p>{t('charts.intro')}</p>
      {kind === 'statistik' && (
        <div className="field agency-weeks">
          <label htmlFor={`${id}-weeks`}>{t('charts.weeks')}</label>
          <select id={`${id}-weeks`} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
            {WEEK_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('charts.weeksOption', { count: n })}
              </option>
            ))}
          </select>
        </div>
      )}
      <StatusAndAlert status={loading ? t('charts.loading') : ''} error={error} statusClass="agency-status" />
      {stats && (
        <>
          <h3>{t('charts.totals', { count: weeks })}</h3>
          <dl className="agency-figures">
            {FIGURES.map((figure) => (
              <div key={figure}>
                <dt>{figureName(figure)}</dt>
                <dd>{format(figure)(stats.Summe[figure])}</dd>
              </div>
            ))}
          </dl>
          <div className="agency-charts">
            {chartsPerWeek.map((figure) => (
              <BarChart
                key={`w-${figure}`}
                title={t('charts.perWeek', { figure: figureName(figure) })}
                bars={weekBars(stats, figure, weekLabel)}
                format={format(figure)}
                labelHeader={t('charts.weekColumn')}
                valueHeader={figureName(figure)}
              />
            ))}
            {kind === 'statistik' &&
              FIGURES.map((figure) => (
                <BarChart
                  key={`a-${figure}`}
                  title={t('charts.perAgent', { figure: figureName(figure) })}
                  bars={agentBars(stats, figure)}
                  format={format(figure)}
                  labelHeader={t('charts.agent')}
                  valueHeader={figureName(figure)}
                />
              ))}
          </div>
        </>
      )}
    </div>
  );
}
