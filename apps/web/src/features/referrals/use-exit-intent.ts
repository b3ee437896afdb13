import { EXIT_INTENT_DELAY_MS } from '@kwk/shared/constants';
import { useEffect, useState } from 'react';

const SEEN_KEY = 'kwk_exit_intent_seen';

function seen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // without storage the dialog may come back on the next visit of the start page
  }
}

/**
 * Exit intent (spec §2/§9): once per session, on desktop pointers, when the pointer leaves the
 * window at the top after EXIT_INTENT_DELAY_MS on the page.
 */
export function useExitIntent(enabled: boolean): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled || seen() || !window.matchMedia?.('(pointer: fine)').matches) return;
    let armed = false;
    const timer = window.setTimeout(() => {
      armed = true;
    }, EXIT_INTENT_DELAY_MS);
    const onOut = (event: MouseEvent) => {
      if (!armed || event.relatedTarget !== null || event.clientY > 0) return;
      document.removeEventListener('mouseout', onOut);
      markSeen();
      setOpen(true);
    };
    document.addEventListener('mouseout', onOut);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onOut);
    };
  }, [enabled]);
  return [open, () => setOpen(false)];
}
