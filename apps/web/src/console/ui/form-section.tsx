import type { FormEvent, ReactNode, Ref } from 'react';
import { Notice } from './notice.tsx';

/**
 * A boxed section of a console screen: its heading (which names the section) and an optional
 * introduction. `headingRef` for a section that takes the focus when it opens (the heading is
 * then focusable by script only).
 */
export function Section({
  id,
  heading,
  intro,
  headingRef,
  children,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="c-section" aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A console form in a section of its own: its heading, an optional introduction, the form's
 * failure and success notices (unless the screen shows them), and the form, checked by the server (`noValidate`: the messages
 * come at the fields from the shared schemas, as `useConsoleForm` puts them).
 */
export function FormSection({
  form,
  onSubmit,
  children,
  ...section
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** The form's outcome; left out where the screen says it elsewhere (a form below its list). */
  form?: { general: string | null; done?: string };
  onSubmit: (event: FormEvent) => unknown;
  children: ReactNode;
}) {
  return (
    <Section {...section}>
      {form && <FormOutcome form={form} />}
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Section>
  );
}

/** A form's outcome: why the last save failed (no field to blame), or what it did. */
export function FormOutcome({ form }: { form: { general: string | null; done?: string } }) {
  return (
    <>
      <Notice kind="error">{form.general}</Notice>
      <Notice kind="success">{form.done || null}</Notice>
    </>
  );
}
