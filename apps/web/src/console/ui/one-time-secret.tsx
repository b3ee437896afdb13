import { useEffect, useId, useRef } from 'react';

/**
 * A secret shown once (a partner key, a webhook's signing secret): in a read-only field to copy,
 * focused and selected, with a note announced as a status.
 */
export function OneTimeSecret({
  label,
  note,
  value,
  testId,
}: {
  label: string;
  note: string;
  value: string;
  testId: string;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{label}</h2>
      <p role="status">{note}</p>
      <label htmlFor={`${id}-key`}>{label}</label>
      <input id={`${id}-key`} ref={ref} className="ops-key" readOnly value={value} data-testid={testId} />
    </section>
  );
}
