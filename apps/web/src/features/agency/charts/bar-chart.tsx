import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Bar, barShare, barSummary } from './statistics-data.ts';
import './charts.css';

const ROW = 44;
/** Bars take at most this share of the width, leaving room for the value after the longest. */
const ROOM = 0.7;

/**
 * A small horizontal bar chart of our own (no chart library): an SVG with role="img", named by its
 * title and described by a one-line summary, and its data as a real table right below it.
 * Positions are percentages, so labels keep their size on a 390 px screen.
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
  const id = useId();
  const { total, max } = barSummary(bars);
  const summary = max
    ? t('charts.summary', { total: format(total), max: format(max.value), label: max.label })
    : t('charts.none');
  const height = Math.max(1, bars.length) * ROW;

  return (
    <figure className="bar-chart">
      <figcaption id={`${id}-title`} className="bar-chart__title">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="bar-chart__summary">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        width="100%"
        height={height}
        className="bar-chart__svg"
      >
        <title>{title}</title>
        {bars.map((bar, index) => {
          const share = barShare(bar.value, max?.value ?? 0) * ROOM * 100;
          const top = index * ROW;
          return (
            <g key={bar.key}>
              <text x="0" y={top + 15} className="bar-chart__label">
                {bar.label}
              </text>
              <rect x="0" y={top + 21} width={`${share}%`} height="16" className="bar-chart__bar" />
              <text x={`${share + 1}%`} y={top + 34} className="bar-chart__value">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
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
    </figure>
  );
}
