import { useEffect, useId, useRef } from 'react';
import type { Texts } from './partner-keys-texts.ts';

/** The key just issued: in a read-only field to copy, focused, and announced; whether it waits for approval. */
export function OneTimeKey({ texts: t, value, waits }: { texts: Texts; value: string; waits: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.newKeyField}</h2>
      <p role="status">
        {t.newKey}
        {waits && ` ${t.newKeyWaits}`}
      </p>
      <label htmlFor={`${id}-key`}>{t.newKeyField}</label>
      <input
        id={`${id}-key`}
        ref={ref}
        className="ops-key"
        readOnly
        value={value}
        data-testid="new-partner-key"
      />
    </section>
  );
}
