import { useLocation, useParams } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { Notice } from '../../ui/notice.tsx';
import { PendingMoneyChanges } from '../money-approvals/pending-money-changes.tsx';
import { ColorsSection } from './components/colors-section.tsx';
import { SaveErrorNotice } from './components/save-error-notice.tsx';
import { FeaturesSection, MoreSection, ThemeSection } from './components/tenant-brand-sections.tsx';
import {
  ChannelsSection,
  GeneralSection,
  ModulesSection,
  UrlsSection,
} from './components/tenant-settings-sections.tsx';
import { TextsSection } from './components/texts-section.tsx';
import { fieldErrorsByPath } from './field-errors.ts';
import { EDIT_TEXTS } from './tenant-texts.ts';
import { useTenantEditor } from './use-tenant-editor.ts';

/** The raises this screen shows: the money rules' (decision 047). */
const RULES = ['rules'] as const;

/**
 * A tenant's whole configuration (spec §3) in sections: the common parts as fields, the rest as
 * validated JSON. Saving sends the version read; a newer one on the server answers 409.
 */
export default function TenantEditScreen() {
  const { key = '' } = useParams();
  const t = EDIT_TEXTS[useConsoleLang()];
  const session = useConsoleSession();
  const location = useLocation();
  const canEdit = hasRight(session, 'tenants.edit');
  const { detail, draft, error, jsonErrors, saved, busy, load, edit, submit } = useTenantEditor(key);
  const created = (location.state as { created?: boolean } | null)?.created === true;

  if (!draft || !detail)
    return (
      <>
        <h1>{t.heading(key)}</h1>
        <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
        {!error && <p role="status">{t.loading}</p>}
      </>
    );

  const errors = fieldErrorsByPath(error);
  const readOnly = !canEdit;
  const section = { draft, edit, readOnly, errors, t };

  return (
    <>
      <h1>{t.heading(detail.Brand.Name)}</h1>
      <Notice kind="success">
        {created && saved === null
          ? t.created
          : saved !== null
            ? (saved.raiseWaits ? t.savedRaiseWaits : t.saved)(saved.version)
            : null}
      </Notice>
      <PendingMoneyChanges tenant={key} kinds={RULES} version={detail.Version} onDecided={() => load()} />
      {readOnly && <p>{t.readOnly}</p>}
      <p>
        <a href={detail.PreviewUrl} target="_blank" rel="noopener noreferrer">
          {t.preview}
        </a>
        <span className="c-hint"> — {t.previewHint}</span>
      </p>
      <form onSubmit={submit} noValidate>
        <GeneralSection {...section} />
        <UrlsSection {...section} />
        <ModulesSection {...section} />
        <ChannelsSection {...section} />
        <ColorsSection
          colors={draft.brand.Colors}
          readOnly={readOnly}
          errors={errors}
          onChange={(colors) =>
            edit((d) => {
              d.brand.Colors = colors;
            })
          }
        />
        <FeaturesSection {...section} />
        <ThemeSection {...section} />
        <MoreSection {...section} jsonErrors={jsonErrors} />
        <SaveErrorNotice error={error} errors={errors} t={t} onReload={() => void load()} />
        {canEdit && (
          <div className="c-actions">
            <button type="submit" className="c-button" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
          </div>
        )}
      </form>
      <TextsSection tenantKey={detail.Key} readOnly={readOnly} />
    </>
  );
}
