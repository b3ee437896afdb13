import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { draftChanges } from '@kwk/shared/tenants/config-draft-diff';
import { useState } from 'react';
import { consoleErrorText } from '../../../lib/console-api.ts';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { useConsoleMutation } from '../../../lib/use-console-query.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { formatTime } from '../../operations-ui/format.ts';
import { discardTenantDraft, publishTenantDraft, rollBackTenant } from '../api/tenants-api.ts';
import { DraftPreview } from './draft-preview.tsx';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { fieldLabel, valueText } from './draft-values.ts';

type Asking = 'discard' | 'rollBack' | null;

/**
 * The tenant's draft against what is live (decision 065): every changed field in the field
 * table's words with both values, publish and discard; a rollback to the configuration the last
 * publish replaced; the preview of the draft in the tenant's real page. `onChanged` hands the new
 * state to the screen (its form shows it).
 */
export function DraftPanel({
  editor,
  canEdit,
  onChanged,
}: {
  editor: TenantEditor;
  canEdit: boolean;
  onChanged: (next: TenantEditor) => void;
}) {
  const lang = useConsoleLang();
  const t = DRAFT_TEXTS[lang];
  const mutation = useConsoleMutation();
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const draft = editor.Entwurf;
  const changes = draft ? draftChanges(editor, draft) : [];
  const key = editor.Key;

  const act = (work: () => Promise<string>) =>
    mutation.run(async () => {
      setDone(null);
      setDone(await work());
    });
  const publish = () =>
    act(async () => {
      const { GeldFreigabe, ...next } = await publishTenantDraft(key, editor.Version);
      onChanged(next);
      return (GeldFreigabe ? t.publishedRaiseWaits : t.published)(next.Version);
    });
  const discard = () =>
    act(async () => {
      onChanged(await discardTenantDraft(key, editor.Version));
      return t.discarded;
    }).then(() => setAsking(null));
  const rollBack = () =>
    act(async () => {
      const { GeldFreigabe, ...next } = await rollBackTenant(key, editor.Version);
      onChanged(next);
      return GeldFreigabe ? t.publishedRaiseWaits(next.Version) : t.rolledBack(next.Version);
    }).then(() => setAsking(null));

  return (
    <section aria-labelledby="tenant-draft" className="c-section">
      <h2 id="tenant-draft">{t.heading}</h2>
      <Notice kind="success">{done}</Notice>
      <Notice kind="error">{mutation.error ? consoleErrorText(mutation.error) : null}</Notice>
      {draft ? (
        <>
          <p>{t.draftOf(formatTime(draft.UpdatedAt), draft.BasisVersion, editor.Version)}</p>
          {changes.length === 0 ? (
            <p>{t.same}</p>
          ) : (
            <DataTable
              caption={t.caption}
              rows={changes}
              rowKey={(c) => c.path}
              columns={[
                { header: t.field, rowHeader: true, cell: (c) => fieldLabel(c.key, lang, t) },
                { header: t.live, cell: (c) => valueText(c.key, c.before, lang, t) },
                { header: t.draft, cell: (c) => valueText(c.key, c.after, lang, t) },
              ]}
            />
          )}
          {canEdit && (
            <div className="c-actions">
              <button
                type="button"
                className="c-button"
                disabled={mutation.busy}
                onClick={() => void publish()}
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
      ) : (
        <p>{t.noDraft}</p>
      )}
      {canEdit && editor.Zurueckrollen && (
        <div className="c-actions">
          <button type="button" className="c-button c-button-secondary" onClick={() => setAsking('rollBack')}>
            {t.rollBack(editor.Zurueckrollen.Version)}
          </button>
        </div>
      )}
      {asking === 'discard' && (
        <ConfirmDialog
          headingId="tenant-draft-discard"
          heading={t.discardHeading}
          confirm={t.discard}
          cancel={t.cancel}
          danger
          onConfirm={discard}
          onCancel={() => setAsking(null)}
        >
          <p>{t.discardBody}</p>
        </ConfirmDialog>
      )}
      {asking === 'rollBack' && editor.Zurueckrollen && (
        <ConfirmDialog
          headingId="tenant-draft-roll-back"
          heading={t.rollBackHeading}
          confirm={t.rollBack(editor.Zurueckrollen.Version)}
          cancel={t.cancel}
          danger
          onConfirm={rollBack}
          onCancel={() => setAsking(null)}
        >
          <p>{t.rollBackBody(editor.Zurueckrollen.Version)}</p>
        </ConfirmDialog>
      )}
      <DraftPreview tenantKey={key} shownState={draft?.UpdatedAt ?? `live-${editor.Version}`} />
    </section>
  );
}
