import type { ContentDraft } from '@kwk/shared/content/content-drafts.schemas';
import { useEffect } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DraftPanel } from '../../ui/draft-panel.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime } from '../operations-ui/format.ts';
import {
  contentDraftPath,
  discardContentDraft,
  publishContentDraft,
  rollBackContent,
} from './api/content-api.ts';
import { contentDraftRows } from './content-draft-rows.ts';
import { CONTENT_DRAFT_TEXTS } from './content-draft-texts.ts';

/**
 * The tenant's content draft (decision 072) in the shared draft panel: what publishing changes,
 * entry by entry and field by field in words, publish, discard, roll back the last publish, and
 * the preview of the draft in the tenant's real page. `saved` changes with every save of a
 * section (the panel reads the draft again); `onLiveChanged` tells the screen that what its
 * sections show changed (after a discard or a rollback).
 */
export function ContentDraftPanel({
  tenant,
  saved,
  onLiveChanged,
}: {
  tenant: string;
  saved: number;
  onLiveChanged: () => void;
}) {
  const lang = useConsoleLang();
  const t = CONTENT_DRAFT_TEXTS[lang];
  const canEdit = hasRight(useConsoleSession(), 'tenants.edit');
  const query = useConsoleQuery<ContentDraft>(contentDraftPath(tenant));
  const { reload, setData } = query;
  // `saved` changes with each save of a section: the draft is read again.
  useEffect(() => {
    if (saved > 0) void reload();
  }, [saved, reload]);

  const draft = query.data;
  if (!draft) return <Notice kind="error">{query.error ? consoleErrorText(query.error) : null}</Notice>;
  const stand = draft.Stand;
  const changed = (next: ContentDraft, message: string) => {
    setData(next);
    onLiveChanged();
    return message;
  };
  const back = draft.Zurueckrollen;

  return (
    <DraftPanel
      idPrefix="content-draft"
      texts={t}
      status={stand ? t.draftOf(formatTime(stand), draft.Eintraege.length) : t.noDraft}
      hasDraft={stand !== null}
      rows={contentDraftRows(draft.Eintraege, lang, t)}
      canEdit={canEdit}
      discardBody={t.discardBody}
      publish={async () => changed(await publishContentDraft(tenant, stand ?? ''), t.published)}
      discard={async () => changed(await discardContentDraft(tenant, stand ?? ''), t.discarded)}
      rollBack={
        back
          ? {
              label: t.rollBack,
              body: t.rollBackBody(formatTime(back.VeroeffentlichtAm)),
              run: async () => changed(await rollBackContent(tenant), t.rolledBack),
            }
          : null
      }
      preview={{ tenantKey: tenant, shownState: stand ?? `live-${back?.VeroeffentlichtAm ?? ''}` }}
    />
  );
}
