import { fieldWords } from '@kwk/shared/tenants/config-fields';
import { orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { useLocation, useParams } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { PendingMoneyChanges } from '../money-approvals/pending-money-changes.tsx';
import { ColorsSection } from './components/colors-section.tsx';
import { HostsField } from './components/hosts-field.tsx';
import { KeyVisualSection } from './components/key-visual-section.tsx';
import { SaveErrorNotice } from './components/save-error-notice.tsx';
import { TextsSection } from './components/texts-section.tsx';
import { ConfigSection } from './config/config-section.tsx';
import { DraftPanel } from './draft/draft-panel.tsx';
import { EDIT_TEXTS } from './tenant-texts.ts';
import { useTenantEditor } from './use-tenant-editor.ts';

/** The raises this screen shows: the money rules' (decision 047). */
const RULES = ['rules'] as const;

/**
 * A tenant's whole configuration (spec §3) in sections, every field with its words, help and
 * control from the shared field table (issue 29, item 1). Saving writes the tenant's draft; the
 * draft panel compares it with what is live, previews, publishes and rolls back (decision 065).
 */
export default function TenantEditScreen() {
  const { key = '' } = useParams();
  const lang = useConsoleLang();
  const t = EDIT_TEXTS[lang];
  const session = useConsoleSession();
  const location = useLocation();
  const canEdit = hasRight(session, 'tenants.edit');
  const { query, form, ctx, errors, submit, replace } = useTenantEditor(key, !canEdit);
  const detail = query.data;
  const created = (location.state as { created?: boolean } | null)?.created === true;

  if (!ctx || !detail)
    return (
      <>
        <h1>{t.heading(key)}</h1>
        <Notice kind="error">{query.error ? consoleErrorText(query.error) : null}</Notice>
        {!query.error && <p role="status">{t.loading}</p>}
      </>
    );

  const channels = ctx.draft.Settings.Channels as Record<string, string>;
  const order = orderedChannels(
    Object.fromEntries(Object.entries(channels).map(([k, v]) => [k, Number(v)])) as never,
  );
  return (
    <>
      <h1>{t.heading(detail.Brand.Name)}</h1>
      <Notice kind="success">{form.done || (created ? t.created : null)}</Notice>
      <PendingMoneyChanges
        tenant={key}
        kinds={RULES}
        version={detail.Version}
        onDecided={() => query.reload()}
      />
      {!canEdit && <p>{t.readOnly}</p>}
      <p>
        <a href={detail.PreviewUrl} target="_blank" rel="noopener noreferrer">
          {t.preview}
        </a>
        <span className="c-hint"> — {t.previewHint}</span>
      </p>
      <DraftPanel editor={detail} canEdit={canEdit} onChanged={replace} />
      <form onSubmit={submit} noValidate>
        <ConfigSection id="general" ctx={ctx}>
          <HostsField ctx={ctx} />
        </ConfigSection>
        <ConfigSection id="urls" ctx={ctx} />
        <ConfigSection id="modules" ctx={ctx} />
        <ConfigSection id="features" ctx={ctx} />
        <ConfigSection id="channels" ctx={ctx}>
          <p>
            {t.order}: {order.map((k) => fieldWords(`Settings.Channels.${k}`, lang).label).join(' → ') || '–'}
          </p>
        </ConfigSection>
        <ConfigSection id="rules" ctx={ctx} />
        <ColorsSection ctx={ctx} />
        <ConfigSection id="look" ctx={ctx} />
        <ConfigSection id="sharing" ctx={ctx} />
        <ConfigSection id="navigation" ctx={ctx} />
        <ConfigSection id="tracking" ctx={ctx} />
        <ConfigSection id="imprint" ctx={ctx} />
        <ConfigSection id="credit-notes" ctx={ctx} />
        <ConfigSection id="content" ctx={ctx} />
        <KeyVisualSection ctx={ctx} />
        <SaveErrorNotice error={form.error} errors={errors} t={t} onReload={() => void query.reload()} />
        {canEdit && (
          <div className="c-actions">
            <SubmitButton busy={form.busy}>{form.busy ? t.saving : t.save}</SubmitButton>
          </div>
        )}
      </form>
      <TextsSection editor={detail} readOnly={!canEdit} onSaved={query.setData} />
    </>
  );
}
