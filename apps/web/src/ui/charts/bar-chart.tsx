import { type ReactNode, useId } from 'react';
import { type Bar, barShare, barSummary } from './bars.ts';
import './charts.css';

/** Horizontal bars take at most this share of the width, leaving room for the value after the longest. */
const ROOM = 0.7;
const ROW = 44;
const COLUMNS_HEIGHT = 140;

/**
 * A small bar chart of our own (no chart library), for the agency's figures and the console's: an
 * SVG with role="img", named by its title and described by a one-line summary; its numbers are in
 * a real table, which the caller puts below it (`children`) or beside it on the screen and names
 * in the summary. Positions are percentages, so labels keep their size on a 390 px screen.
 *
 * `rows`: one horizontal bar a line, its label above and its value after it. `columns`: one
 * column a bar (weeks, oldest left) over an axis, the first and last label below, the highest
 * value named at the top. Colours and sizes come from the --chart-* properties (charts.css) the
 * area around it sets.
 */
export function BarChart({
  title,
  summary,
  bars,
  format,
  layout = 'rows',
  children,
}: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  format: (value: number) => string;
  layout?: 'rows' | 'columns';
  children?: ReactNode;
}) {
  const id = useId();
  const { max } = barSummary(bars);
  const top = max?.value ?? 0;
  return (
    <figure className="chart">
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <p id={`${id}-summary`} className="chart__summary">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        width="100%"
        height={layout === 'rows' ? Math.max(1, bars.length) * ROW : COLUMNS_HEIGHT}
        className="chart__svg"
      >
        <title>{title}</title>
        {layout === 'rows' ? <Rows bars={bars} max={top} format={format} /> : null}
        {layout === 'columns' ? <Columns bars={bars} max={max} format={format} /> : null}
      </svg>
      {children}
    </figure>
  );
}

function Rows({
  bars,
  max,
  format,
}: {
  bars: readonly Bar[];
  max: number;
  format: (value: number) => string;
}) {
  return bars.map((bar, index) => {
    const share = barShare(bar.value, max) * ROOM * 100;
    const top = index * ROW;
    return (
      <g key={bar.key}>
        <text x="0" y={top + 15} className="chart__label">
          {bar.label}
        </text>
        <rect x="0" y={top + 21} width={`${share}%`} height="16" className="chart__bar" />
        <text x={`${share + 1}%`} y={top + 34} className="chart__label">
          {format(bar.value)}
        </text>
      </g>
    );
  });
}

function Columns({
  bars,
  max,
  format,
}: {
  bars: readonly Bar[];
  max: Bar | null;
  format: (value: number) => string;
}) {
  const slot = 100 / Math.max(1, bars.length);
  const top = 10;
  const room = COLUMNS_HEIGHT - top - 24;
  return (
    <>
      <line x1="0" x2="100%" y1={top + room} y2={top + room} className="chart__axis" />
      {bars.map((bar, index) => {
        const h = barShare(bar.value, max?.value ?? 0) * room;
        return (
          <rect
            key={bar.key}
            x={`${index * slot + slot * 0.15}%`}
            y={top + room - h}
            width={`${slot * 0.7}%`}
            height={h}
            className="chart__bar"
          />
        );
      })}
      {bars.length > 0 && (
        <>
          <text x="0" y={COLUMNS_HEIGHT - 4} className="chart__label">
            {bars[0]!.label}
          </text>
          <text x="100%" y={COLUMNS_HEIGHT - 4} textAnchor="end" className="chart__label">
            {bars.at(-1)!.label}
          </text>
        </>
      )}
      {max && (
        <text x="100%" y={top} textAnchor="end" className="chart__label">
          {`max ${format(max.value)}`}
        </text>
      )}
    </>
  );
}
