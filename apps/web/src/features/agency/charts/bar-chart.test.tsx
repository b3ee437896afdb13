import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { loadAgencyTexts } from '../i18n/load-agency-texts.ts';
import { BarChart } from './bar-chart.tsx';

beforeAll(() => loadAgencyTexts('de'));

const bars = [
  { key: '2026-W47', label: 'KW 47', value: 3 },
  { key: '2026-W48', label: 'KW 48', value: 6 },
];

describe('BarChart', () => {
  it('is one image named by its title and described by its summary, with its data as a table', () => {
    render(
      <BarChart
        title="Empfehlungen pro Woche"
        bars={bars}
        format={String}
        labelHeader="Woche"
        valueHeader="Empfehlungen"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Empfehlungen pro Woche' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Summe 9; höchster Wert 6 (KW 48).',
    );
    // The longest bar takes the room bars have; the others their share of it.
    const widths = [...chart.querySelectorAll('rect')].map((rect) => rect.getAttribute('width'));
    expect(widths).toEqual(['35%', '70%']);
    const table = screen.getByRole('table', { name: 'Empfehlungen pro Woche', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual(['WocheEmpfehlungen', 'KW 473', 'KW 486']);
  });

  it('says so when every value is zero', () => {
    render(
      <BarChart
        title="Leads pro Woche"
        bars={bars.map((bar) => ({ ...bar, value: 0 }))}
        format={String}
        labelHeader="Woche"
        valueHeader="Leads"
      />,
    );
    expect(screen.getByText('Keine Werte im Zeitraum.')).toBeTruthy();
  });
});
