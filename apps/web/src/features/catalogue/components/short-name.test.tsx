import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortName } from './short-name.tsx';

describe('ShortName (spec §9)', () => {
  it('shows names over 40 characters cut to 19 plus dots, and keeps the whole name for screen readers', () => {
    const long = 'MagentaZuhause Giga mit TV und Festnetz-Flatrate';
    const { container } = render(<ShortName name={long} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('MagentaZuhause Giga...');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(long);
  });

  it('leaves names of up to 40 characters alone', () => {
    const { container } = render(<ShortName name="Telko Zuhause M" />);
    expect(container.innerHTML).toBe('Telko Zuhause M');
  });
});
