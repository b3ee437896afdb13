import { type RefObject, useEffect } from 'react';

/**
 * Every `.c-table-wrap` (a table that may scroll sideways) in the screen becomes a named group a
 * keyboard can reach and scroll (WCAG 2.1.1; axe `scrollable-region-focusable`), named by its
 * table's caption. A group, not a region: a screen's section may carry the same name, and two
 * landmarks of one name would be ambiguous. One rule for every screen instead of a prop at each table.
 */
export function useTableRegions(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () => {
      for (const wrap of element.querySelectorAll<HTMLElement>('.c-table-wrap')) {
        const caption = wrap.querySelector('caption')?.textContent?.trim();
        if (wrap.tabIndex !== 0) wrap.tabIndex = 0;
        if (wrap.getAttribute('role') !== 'group') wrap.setAttribute('role', 'group');
        if (caption && wrap.getAttribute('aria-label') !== caption) wrap.setAttribute('aria-label', caption);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root]);
}
