import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { textChanges } from '@kwk/shared/operator/tenant-text-changes';
import { draftChanges } from '@kwk/shared/tenants/config-draft-diff';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { DraftPanel as Panel } from '../../../ui/draft-panel.tsx';
import { formatTime } from '../../operations-ui/format.ts';
import { discardTenantDraft, publishTenantDraft, rollBackTenant } from '../api/tenants-api.ts';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { fieldLabel, valueText } from './draft-values.ts';

/**
 * The tenant's draft against what is live (decision 065), in the shared draft panel: every changed
 * field in the field table's words with both values, publish and discard; a rollback to the
 * configuration the last publish replaced; the preview of the draft in the tenant's real page.
 * `onChanged` hands the new state to the screen (its form shows it).
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
  const draft = editor.Entwurf;
  const key = editor.Key;
  const rows = [
    ...(draft ? draftChanges(editor, draft) : []).map((c) => ({
      key: c.path,
      field: fieldLabel(c.key, lang, t),
      live: valueText(c.key, c.before, lang, t),
      draft: valueText(c.key, c.after, lang, t),
    })),
    // The tenant's texts drafted with the configuration (decision 072), one row per changed key.
    ...textChanges(editor.Texte, draft?.Texte).map((c) => ({
      key: `texts.${c.lang}.${c.key}`,
      field: t.text(c.key, c.lang),
      live: c.before ?? t.empty,
      draft: c.after ?? t.empty,
    })),
  ];
  const back = editor.Zurueckrollen;

  return (
    <Panel
      idPrefix="tenant-draft"
      texts={t}
      status={draft ? t.draftOf(formatTime(draft.UpdatedAt), draft.BasisVersion, editor.Version) : t.noDraft}
      hasDraft={draft !== null}
      rows={rows}
      canEdit={canEdit}
      discardBody={t.discardBody}
      publish={async () => {
        const { GeldFreigabe, ...next } = await publishTenantDraft(key, editor.Version);
        onChanged(next);
        return (GeldFreigabe ? t.publishedRaiseWaits : t.published)(next.Version);
      }}
      discard={async () => {
        onChanged(await discardTenantDraft(key, editor.Version));
        return t.discarded;
      }}
      rollBack={
        back
          ? {
              label: t.rollBack(back.Version),
              body: t.rollBackBody(back.Version),
              run: async () => {
                const { GeldFreigabe, ...next } = await rollBackTenant(key, editor.Version);
                onChanged(next);
                return GeldFreigabe ? t.publishedRaiseWaits(next.Version) : t.rolledBack(next.Version);
              },
            }
          : null
      }
      preview={{ tenantKey: key, shownState: draft?.UpdatedAt ?? `live-${editor.Version}` }}
    />
  );
}
