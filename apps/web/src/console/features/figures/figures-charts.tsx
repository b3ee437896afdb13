import { useId } from 'react';
import { type Bar, barShare, barSummary } from './figures-data.ts';

const ROW = 40;
/** Bars take at most this share of the width, leaving room for the value after the longest. */
const ROOM = 0.7;
const COLUMNS_HEIGHT = 140;

interface ChartProps {
  title: string;
  bars: readonly Bar[];
  format: (value: number) => string;
  /** The one-line text alternative, e.g. "Summe 20, am meisten in KW 45/2026 (10)." and where its table is. */
  summary: string;
}

/**
 * The funnel over the range: horizontal bars, an SVG with role="img" named by its title and
 * described by its summary; positions in percent, so labels keep their size on a narrow screen.
 * Its table follows the chart on the screen.
 */
export function FunnelChart({ title, bars, format, summary }: ChartProps) {
  const id = useId();
  const { max } = barSummary(bars);
  const height = Math.max(1, bars.length) * ROW;
  return (
    <figure className="c-chart">
      <figcaption id={`${id}-title`} className="c-chart-title">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="c-chart-summary">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        width="100%"
        height={height}
        className="c-chart-svg"
      >
        <title>{title}</title>
        {bars.map((bar, index) => {
          const share = barShare(bar.value, max?.value ?? 0) * ROOM * 100;
          const top = index * ROW;
          return (
            <g key={bar.key}>
              <text x="0" y={top + 14} className="c-chart-label">
                {bar.label}
              </text>
              <rect x="0" y={top + 19} width={`${share}%`} height="14" className="c-chart-bar" />
              <text x={`${share + 1}%`} y={top + 31} className="c-chart-label">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/**
 * One stage per week: columns, oldest week left, the first and last week named below. The
 * numbers of every week are in the weekly table, which its summary names.
 */
export function WeekChart({ title, bars, format, summary }: ChartProps) {
  const id = useId();
  const { max } = barSummary(bars);
  const slot = 100 / Math.max(1, bars.length);
  const top = 10;
  const room = COLUMNS_HEIGHT - top - 24;
  return (
    <figure className="c-chart">
      <figcaption id={`${id}-title`} className="c-chart-title">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="c-chart-summary">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        width="100%"
        height={COLUMNS_HEIGHT}
        className="c-chart-svg"
      >
        <title>{title}</title>
        <line x1="0" x2="100%" y1={top + room} y2={top + room} className="c-chart-axis" />
        {bars.map((bar, index) => {
          const h = barShare(bar.value, max?.value ?? 0) * room;
          return (
            <rect
              key={bar.key}
              x={`${index * slot + slot * 0.15}%`}
              y={top + room - h}
              width={`${slot * 0.7}%`}
              height={h}
              className="c-chart-bar"
            />
          );
        })}
        {bars.length > 0 && (
          <>
            <text x="0" y={COLUMNS_HEIGHT - 4} className="c-chart-label">
              {bars[0]!.label}
            </text>
            <text x="100%" y={COLUMNS_HEIGHT - 4} textAnchor="end" className="c-chart-label">
              {bars.at(-1)!.label}
            </text>
          </>
        )}
        {max && (
          <text x="100%" y={top} textAnchor="end" className="c-chart-label">
            {`max ${format(max.value)}`}
          </text>
        )}
      </svg>
    </figure>
  );
}
