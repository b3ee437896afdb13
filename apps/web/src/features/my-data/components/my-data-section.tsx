import { type ReactNode, useId } from 'react';
import './my-data.css';

/** One topic of Meine Daten: a section named by its <h2>, so it is a landmark-like region to jump to. */
export function MyDataSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="my-data__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
