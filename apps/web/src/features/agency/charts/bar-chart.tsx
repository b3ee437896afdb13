import { useTranslation } from '../../../i18n/use-translation.ts';
import { BarChart as Chart } from '../../../ui/charts/bar-chart.tsx';
import { type Bar, barSummary } from '../../../ui/charts/bars.ts';
import './charts.css';

/**
 * One of the agency's figures as a bar chart (the shared accessible chart) with its summary in the
 * agency's words and its data as a real table right below it, folded away.
 */
export function BarChart({
  title,
  bars,
  format,
  labelHeader,
  valueHeader,
}: {
  title: string;
  bars: readonly Bar[];
  format: (value: number) => string;
  labelHeader: string;
  valueHeader: string;
}) {
  const { t } = useTranslation('agency');
  const { total, max } = barSummary(bars);
  const summary = max
    ? t('charts.summary', { total: format(total), max: format(max.value), label: max.label })
    : t('charts.none');

  return (
    <Chart title={title} summary={summary} bars={bars} format={format}>
      <details className="bar-chart__data">
        <summary>{t('charts.table')}</summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Chart>
  );
}
