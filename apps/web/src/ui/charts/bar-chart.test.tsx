import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';

const bars = [
  { key: '2026-W46', label: 'KW 46/2026', value: 3 },
  { key: '2026-W47', label: 'KW 47/2026', value: 0 },
  { key: '2026-W48', label: 'KW 48/2026', value: 6 },
];

describe('BarChart', () => {
  it('draws rows (the console funnel, the agency figures) as one image named by its title and described by its summary', () => {
    render(
      <BarChart title="Trichter im Zeitraum" bars={bars} format={String} summary="Klicks 3, Aufträge 6." />,
    );
    const chart = screen.getByRole('img', { name: 'Trichter im Zeitraum' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Klicks 3, Aufträge 6.',
    );
    // The longest bar takes the room bars have (70 %); the others their share of it.
    expect([...chart.querySelectorAll('rect')].map((r) => r.getAttribute('width'))).toEqual([
      '35%',
      '0%',
      '70%',
    ]);
  });

  it('draws one column per week, an empty week as a column of no height, the first and last week named', () => {
    render(
      <BarChart layout="columns" title="Klicks je Woche" bars={bars} format={String} summary="Summe 9." />,
    );
    const chart = screen.getByRole('img', { name: 'Klicks je Woche' });
    const heights = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBe(heights[0]! * 2);
    expect(chart.textContent).toContain('KW 46/2026');
    expect(chart.textContent).toContain('KW 48/2026');
  });

  it('draws no bar when every value is 0', () => {
    const zero = bars.map((b) => ({ ...b, value: 0 }));
    render(
      <BarChart
        layout="columns"
        title="Ausgezahlt je Woche"
        bars={zero}
        format={String}
        summary="Keine Einträge im Zeitraum."
      />,
    );
    const chart = screen.getByRole('img', { name: 'Ausgezahlt je Woche' });
    expect([...chart.querySelectorAll('rect')].every((r) => r.getAttribute('height') === '0')).toBe(true);
    expect(chart.textContent).not.toContain('max');
  });

  it('shows what it is given below the chart, inside its figure', () => {
    render(
      <BarChart title="Leads" bars={bars} format={String} summary="Summe 9.">
        <table aria-label="Leads als Tabelle" />
      </BarChart>,
    );
    const table = screen.getByRole('table', { name: 'Leads als Tabelle' });
    expect(table.closest('figure')).toBe(screen.getByRole('figure'));
  });
});
