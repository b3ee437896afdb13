import type { FormEvent, ReactNode } from 'react';
import { Notice } from './notice.tsx';

/**
 * A console form in a section of its own: its heading (which names the section), an optional
 * introduction, the form's failure and success notices, and the form, checked by the server
 * (`noValidate`: the messages come at the fields from the shared schemas, as `useConsoleForm` puts them).
 */
export function FormSection({
  id,
  heading,
  intro,
  form,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  form: { general: string | null; done: string };
  onSubmit: (event: FormEvent) => unknown;
  children: ReactNode;
}) {
  return (
    <section className="c-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <Notice kind="error">{form.general}</Notice>
      <Notice kind="success">{form.done}</Notice>
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </section>
  );
}
