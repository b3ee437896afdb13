import { useEffect, useRef, useState } from 'react';

/**
 * Focus for a result that replaces the control that asked for it (a button that goes away): `focus()`
 * moves focus to the element behind `ref` after the next render, when it shows the new text.
 */
export function useFocusAfter<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (round > 0) ref.current?.focus();
  }, [round]);
  return { ref, focus: () => setRound((n) => n + 1) };
}
