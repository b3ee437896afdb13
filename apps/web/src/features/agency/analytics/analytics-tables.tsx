import {
  ANALYTICS_RATES,
  ANALYTICS_STEPS,
  type AnalyticsStep,
  type Funnel,
} from '@kwk/shared/agency/agency-analytics.schemas';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { useId } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatCount } from '../reports/cell-format.ts';
import { formatRate, RATE_TO } from './analytics-data.ts';

/** The funnel chart's data: each step's count and its rate from the step before. */
export function FunnelTable({ sum, stepName }: { sum: Funnel; stepName: (step: AnalyticsStep) => string }) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  return (
    <table className="report__table analytics__table">
      <caption>{t('analytics.funnelTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.step')}</th>
          <th scope="col">{t('analytics.count')}</th>
          <th scope="col">{t('analytics.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {ANALYTICS_STEPS.map((step) => {
          const rate = RATE_TO[step];
          return (
            <tr key={step}>
              <th scope="row">{stepName(step)}</th>
              <td>{formatCount(sum[step], language)}</td>
              <td>{rate ? formatRate(sum[rate], language) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Per week or per agent: every count, the rewards in euros and the three rates, a row each and the
 * range's sums at the foot. It scrolls sideways within the page on a narrow screen (a focusable,
 * named region, so a keyboard can scroll it too).
 */
export function AnalyticsTable({
  caption,
  head,
  rows,
  total,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: string; funnel: Funnel }[];
  total: Funnel;
}) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useId();
  const cells = (funnel: Funnel) => (
    <>
      {ANALYTICS_STEPS.map((step) => (
        <td key={step}>{formatCount(funnel[step], language)}</td>
      ))}
      <td>{formatEuro(funnel.PraemienCent, language)}</td>
      {ANALYTICS_RATES.map((rate) => (
        <td key={rate}>{formatRate(funnel[rate], language)}</td>
      ))}
    </>
  );
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="report__scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="report__table analytics__table">
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              {ANALYTICS_STEPS.map((step) => (
                <th key={step} scope="col">
                  {t(`analytics.steps.${step}`)}
                </th>
              ))}
              <th scope="col">{t('analytics.praemienCent')}</th>
              {ANALYTICS_RATES.map((rate) => (
                <th key={rate} scope="col">
                  {t(`analytics.rates.${rate}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {cells(row.funnel)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('analytics.total')}</th>
              {cells(total)}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
