import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, focus goes to the new page's <h1> (or <main>), so keyboard and
 * screen-reader users start at the new content instead of the link they clicked. Not on first load.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
    target?.focus();
  }, [pathname]);
}
