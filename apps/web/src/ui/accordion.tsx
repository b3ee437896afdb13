import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './accordion.css';

export interface AccordionItem {
  /** Stable id of the item (e.g. the FAQ's id): what `onOpen` reports. */
  id: string;
  title: string;
  content: ReactNode;
}

interface Props {
  items: readonly AccordionItem[];
  /** The headings' level in the page's outline (the page's own title is the h1). */
  headingLevel?: 2 | 3;
  /** Called with the item's id each time an item opens (a hook point for analytics goals). */
  onOpen?: (id: string) => void;
}

/** Keys that move focus between the headers (WAI-ARIA APG accordion, optional keys). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * An accordion after the WAI-ARIA Authoring Practices: each header is a real <button> inside a
 * heading, with aria-expanded and aria-controls; Enter and Space toggle (native button), arrow
 * keys, Home and End move between headers. Chosen over <details>/<summary> because a heading
 * inside <summary> loses its role in several screen readers, so the questions would vanish from
 * the page's heading list, and because opening must report an event (`onOpen`) however it
 * happens. Several items may be open at once. The panels are regions only while there are at
 * most six (APG: more landmarks than that are noise).
 */
export function Accordion({ items, headingLevel = 2, onOpen }: Props) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;
  const regions = items.length <= 6;

  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) onOpen?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const headerId = `${prefix}-h${index}`;
        const panelId = `${prefix}-p${index}`;
        return (
          <div key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={headerId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              className="accordion__panel"
              {...(regions ? { role: 'region', 'aria-labelledby': headerId } : {})}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
