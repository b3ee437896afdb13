import { CMS_LANGUAGES, type CmsLanguage, type ContentSourceInfo } from '@kwk/shared/content/cms.schemas';
import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { type ContentScope, sourcePath } from './api/content-api.ts';
import { ContentDraftPanel } from './content-draft-panel.tsx';
import { BLOCK_KIND, FAQ_KIND, FOOTNOTE_KIND } from './content-kinds.ts';
import { ItemsSection } from './items-section.tsx';
import { KeyVisualSection } from './key-visual-section.tsx';
import { VariablesSection } from './variables-section.tsx';
import './content.css';

const TEXTS = {
  de: {
    heading: 'Inhalte',
    intro:
      'Texte eines Programms je Sprache: FAQ, Inhaltsblöcke, Fußnoten, dazu Variablen und das Titelbild. Änderungen werden ein Entwurf; die Seiten des Programms zeigen sie erst nach „Veröffentlichen“.',
    tenant: 'Programm',
    language: 'Sprache der Texte',
    languageHint: 'Fehlt ein englischer Text, zeigen die Seiten den deutschen.',
    sections: 'Bereiche der Inhalte',
    external:
      'Dieses Programm liest seine Inhalte vom Content-Service {url} (App {app}). Änderungen hier speichert das Portal, zeigt sie aber nicht, solange der Service eingestellt ist.',
  },
  en: {
    heading: 'Content',
    intro:
      'A programme’s texts per language: FAQ, content blocks, footnotes, plus variables and the key visual. Changes become a draft; the programme’s pages show them only after “Publish”.',
    tenant: 'Programme',
    language: 'Language of the texts',
    languageHint: 'Where an English text is missing, the pages show the German one.',
    sections: 'Parts of the content',
    external:
      'This programme reads its content from the content service {url} (app {app}). The portal stores changes made here but does not show them while the service is configured.',
  },
};

const PARTS = [
  { key: FAQ_KIND.key, title: FAQ_KIND.title },
  { key: BLOCK_KIND.key, title: BLOCK_KIND.title },
  { key: FOOTNOTE_KIND.key, title: FOOTNOTE_KIND.title },
  { key: 'variablen', title: { de: 'Variablen', en: 'Variables' } },
  { key: 'titelbild', title: { de: 'Titelbild', en: 'Key visual' } },
] as const;

const LANGUAGE_NAMES: Record<CmsLanguage, { de: string; en: string }> = {
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
};

/**
 * The CMS content of a tenant (issue 16): one part at a time, chosen by links
 * (`?mandant=telko&sprache=de&bereich=faqs`), so each part has its own address and the back
 * button works, as on the catalogue screen.
 */
export default function ContentScreen() {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const languageId = useId();
  const [params, setParams] = useSearchParams();
  const tenantsQuery = useConsoleQuery<TenantSummary[]>('mandanten');
  const tenants = tenantsQuery.data ?? [];
  // Saves change the draft (the panel reads it again); a discard or rollback what the parts show.
  const [saved, setSaved] = useState(0);
  const [shown, setShown] = useState(0);
  const onSaved = useCallback(() => setSaved((n) => n + 1), []);
  const tenant = params.get('mandant') ?? tenants[0]?.Key ?? '';
  const language: CmsLanguage = params.get('sprache') === 'en' ? 'en' : 'de';
  const part = PARTS.find((p) => p.key === params.get('bereich')) ?? PARTS[0];
  const scope = useMemo<ContentScope>(() => ({ tenant, lang: language }), [tenant, language]);

  const sourceQuery = useConsoleQuery<ContentSourceInfo>(tenant ? sourcePath(tenant) : null);
  // Only the chosen tenant's source speaks: none while it loads or when it failed.
  const source = sourceQuery.loading || sourceQuery.error ? undefined : sourceQuery.data;
  const failed = tenantsQuery.error ?? sourceQuery.error;

  const href = (next: { mandant?: string; sprache?: string; bereich?: string }) =>
    `?${new URLSearchParams({
      mandant: next.mandant ?? tenant,
      sprache: next.sprache ?? language,
      bereich: next.bereich ?? part.key,
    })}`;
  const go = (next: { mandant?: string; sprache?: string }) =>
    setParams(new URLSearchParams(href(next).slice(1)));
  const perLanguage = part.key !== 'titelbild';

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <div className="c-content-scope">
        <TenantChoice
          label={t.tenant}
          tenants={tenants}
          value={tenant}
          onChange={(key) => go({ mandant: key })}
        />
        {perLanguage && (
          <div className="c-field">
            <label htmlFor={languageId}>{t.language}</label>
            <p id={`${languageId}-hint`} className="c-hint">
              {t.languageHint}
            </p>
            <select
              id={languageId}
              value={language}
              aria-describedby={`${languageId}-hint`}
              onChange={(e) => go({ sprache: e.target.value })}
            >
              {CMS_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l][lang]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <nav aria-label={t.sections} className="c-subnav">
        <ul>
          {PARTS.map((p) => (
            <li key={p.key}>
              <Link to={href({ bereich: p.key })} aria-current={p.key === part.key ? 'page' : undefined}>
                {p.title[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Notice kind="error">{failed ? consoleErrorText(failed) : null}</Notice>
      {source && !source.EditsShown && (
        <p className="c-notice c-notice-warning">
          {t.external.replace('{url}', source.Url ?? '–').replace('{app}', source.AppName)}
        </p>
      )}
      {tenant && (
        <ContentDraftPanel
          key={tenant}
          tenant={tenant}
          saved={saved}
          onLiveChanged={() => setShown((n) => n + 1)}
        />
      )}
      <div key={`${tenant}|${shown}`}>
        {tenant && part.key === 'faqs' && <ItemsSection kind={FAQ_KIND} scope={scope} onSaved={onSaved} />}
        {tenant && part.key === 'bloecke' && (
          <ItemsSection kind={BLOCK_KIND} scope={scope} onSaved={onSaved} />
        )}
        {tenant && part.key === 'fussnoten' && (
          <ItemsSection kind={FOOTNOTE_KIND} scope={scope} onSaved={onSaved} />
        )}
        {tenant && part.key === 'variablen' && <VariablesSection scope={scope} onSaved={onSaved} />}
        {tenant && part.key === 'titelbild' && <KeyVisualSection tenant={tenant} onSaved={onSaved} />}
      </div>
    </>
  );
}
