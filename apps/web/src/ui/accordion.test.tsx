import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 'a', title: 'Wer darf teilnehmen?', content: <p>Volljährige.</p> },
  { id: 'b', title: 'Wie lange gilt der Link?', content: <p>60 Tage.</p> },
  { id: 'c', title: 'Wann kommt die Prämie?', content: <p>In vier Wochen.</p> },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion (WAI-ARIA APG accordion)', () => {
  it('puts each header button inside a heading, collapsed, controlling its hidden panel', () => {
    render(<Accordion items={items} headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.title),
    );
    for (const item of items) {
      const header = button(item.title);
      expect(header.closest('h3')).not.toBeNull();
      expect(header.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(header.getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(true);
      // The panel is named by its question (three items: regions).
      expect(panel?.getAttribute('role')).toBe('region');
      expect(panel?.getAttribute('aria-labelledby')).toBe(header.id);
    }
  });

  it('opens and closes an item, reporting each opening (not the closing) to onOpen', () => {
    const onOpen = vi.fn();
    render(<Accordion items={items} onOpen={onOpen} />);
    const header = button('Wie lange gilt der Link?');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Wie lange gilt der Link?' }).textContent).toBe('60 Tage.');
    fireEvent.click(button('Wer darf teilnehmen?'));
    // Several may be open at once.
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Wie lange gilt der Link?' })).toBeNull();
    expect(onOpen.mock.calls).toEqual([['b'], ['a']]);
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 0, 2],
    ['ArrowUp', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from header %i moves focus to header %i', (key, from, to) => {
    render(<Accordion items={items} />);
    const headers = screen.getAllByRole('button');
    headers[from]!.focus();
    fireEvent.keyDown(headers[from]!, { key });
    expect(document.activeElement).toBe(headers[to]);
    // Moving focus opens nothing.
    expect(headers.every((h) => h.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('leaves other keys to the browser (Tab moves on, nothing is prevented)', () => {
    render(<Accordion items={items} />);
    const [first] = screen.getAllByRole('button');
    first!.focus();
    expect(fireEvent.keyDown(first!, { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(first);
  });

  it('drops the region role with more than six panels (APG: too many landmarks)', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `q${i}`, title: `Frage ${i}`, content: 'x' }));
    render(<Accordion items={many} />);
    fireEvent.click(button('Frage 0'));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    const panel = document.getElementById(button('Frage 0').getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
  });
});
