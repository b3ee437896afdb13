import { Fragment, type ReactNode } from 'react';
import { consoleErrorText } from '../lib/console-api.ts';
import { useConsoleCases } from '../lib/use-console-cases.ts';
import { type DataColumn, DataTable } from './data-table.tsx';
import { Notice } from './notice.tsx';
import { useReview } from './use-review.ts';

/**
 * A queue of cases waiting for an operator's decision (goodwill approvals, fraud review): the
 * heading and intro, the outcome of the last decision, the form of the case chosen above the list,
 * and the list. `close` with a message shows it and reads the queue again; without, the form just
 * closes (cancelled).
 */
export function CaseQueue<C extends { Id: string }>({
  texts: t,
  path,
  columns,
  form,
}: {
  texts: { heading: string; intro: string; caption: string; loading: string; none: string };
  path: string;
  /** The list's columns; `review` opens a case's form. */
  columns: (review: (found: C) => void) => (DataColumn<C> | false)[];
  form: (chosen: C, close: (message?: string) => void) => ReactNode;
}) {
  const { chosen, done, choose: review, close: closeReview } = useReview<C>();
  const { cases, error, load } = useConsoleCases<C>(path);

  const close = (message?: string) => {
    closeReview(message);
    if (message) void load();
  };

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done}</Notice>
      {chosen && <Fragment key={chosen.Id}>{form(chosen, close)}</Fragment>}
      <DataTable
        caption={t.caption}
        rows={cases ?? undefined}
        loading={t.loading}
        rowKey={(c) => c.Id}
        empty={t.none}
        columns={columns(review)}
      />
    </>
  );
}

/** The button in a queue's row that opens the case (named for the case, for screen readers). */
export function ReviewButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <button type="button" className="c-button c-button-secondary" aria-label={label} onClick={onClick}>
      {text}
    </button>
  );
}
