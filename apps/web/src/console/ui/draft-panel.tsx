import { useState } from 'react';
import { consoleErrorText } from '../lib/console-api.ts';
import { useConsoleMutation } from '../lib/use-console-query.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable } from './data-table.tsx';
import { DraftPreview } from './draft-preview.tsx';
import { Notice } from './notice.tsx';
import { SecondaryButton } from './secondary-button.tsx';

/** One field a publish changes, in words: the field's name and both values as the operator reads them. */
export interface DraftRow {
  key: string;
  field: string;
  live: string;
  draft: string;
}

/** The panel's own words; the screen's (what the draft is, how a publish ends) come as props. */
export interface DraftPanelTexts {
  heading: string;
  caption: string;
  field: string;
  live: string;
  draft: string;
  same: string;
  publish: string;
  discard: string;
  discardHeading: string;
  rollBackHeading: string;
  cancel: string;
}

type Asking = 'discard' | 'rollBack' | null;

/**
 * A draft against what is live, for a tenant's configuration (decision 065) and its content
 * (decision 072): every changed field in words with both values, publish and discard (asked
 * first), a rollback of the last publish (asked first), and the preview of the draft in the
 * tenant's real page. Each action answers the sentence that says how it ended.
 */
export function DraftPanel({
  idPrefix,
  texts: t,
  status,
  hasDraft,
  rows,
  canEdit,
  discardBody,
  publish,
  discard,
  rollBack,
  preview,
}: {
  idPrefix: string;
  texts: DraftPanelTexts;
  /** What the draft is (or that there is none). */
  status: string;
  hasDraft: boolean;
  rows: DraftRow[];
  canEdit: boolean;
  discardBody: string;
  publish: () => Promise<string>;
  discard: () => Promise<string>;
  /** Null: nothing to roll back to. */
  rollBack: { label: string; body: string; run: () => Promise<string> } | null;
  preview: { tenantKey: string; shownState: string };
}) {
  const mutation = useConsoleMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const act = (work: () => Promise<string>) =>
    mutation.run(async () => {
      mutation.setDone(await work());
    });
  const headingId = idPrefix;

  return (
    <section aria-labelledby={headingId} className="c-section">
      <h2 id={headingId}>{t.heading}</h2>
      <Notice kind="success">{mutation.done}</Notice>
      <Notice kind="error">{mutation.error ? consoleErrorText(mutation.error) : null}</Notice>
      <p>{status}</p>
      {hasDraft && (
        <>
          {rows.length === 0 ? (
            <p>{t.same}</p>
          ) : (
            <DataTable
              caption={t.caption}
              rows={rows}
              rowKey={(r) => r.key}
              columns={[
                { header: t.field, rowHeader: true, cell: (r) => r.field },
                { header: t.live, cell: (r) => r.live },
                { header: t.draft, cell: (r) => r.draft },
              ]}
            />
          )}
          {canEdit && (
            <div className="c-actions">
              <button
                type="button"
                className="c-button"
                disabled={mutation.busy}
                onClick={() => void act(publish)}
              >
                {t.publish}
              </button>
              <button
                type="button"
                className="c-button c-button-secondary"
                onClick={() => setAsking('discard')}
              >
                {t.discard}
              </button>
            </div>
          )}
        </>
      )}
      {canEdit && rollBack && (
        <div className="c-actions">
          <SecondaryButton onClick={() => setAsking('rollBack')}>{rollBack.label}</SecondaryButton>
        </div>
      )}
      {asking === 'discard' && (
        <ConfirmDialog
          headingId={`${idPrefix}-discard`}
          heading={t.discardHeading}
          confirm={t.discard}
          cancel={t.cancel}
          danger
          onConfirm={() => act(discard).then(() => setAsking(null))}
          onCancel={() => setAsking(null)}
        >
          <p>{discardBody}</p>
        </ConfirmDialog>
      )}
      {asking === 'rollBack' && rollBack && (
        <ConfirmDialog
          headingId={`${idPrefix}-roll-back`}
          heading={t.rollBackHeading}
          confirm={rollBack.label}
          cancel={t.cancel}
          danger
          onConfirm={() => act(rollBack.run).then(() => setAsking(null))}
          onCancel={() => setAsking(null)}
        >
          <p>{rollBack.body}</p>
        </ConfirmDialog>
      )}
      <DraftPreview idPrefix={idPrefix} tenantKey={preview.tenantKey} shownState={preview.shownState} />
    </section>
  );
}
