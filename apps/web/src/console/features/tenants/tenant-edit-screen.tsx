import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { CHANNEL_KEYS, MODULE_KEYS, orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ConsoleApiError, consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { hasRight, useConsoleSession } from '../../lib/console-session.ts';
import { Notice } from '../../ui/notice.tsx';
import { PendingMoneyChanges } from '../money-approvals/pending-money-changes.tsx';
import { getTenant, saveTenant } from './api/tenants-api.ts';
import { ColorsSection } from './components/colors-section.tsx';
import { Checkbox, JsonInput, TextInput } from './components/form-controls.tsx';
import { TextsSection } from './components/texts-section.tsx';
import { errorsUnder, fieldErrorsByPath } from './field-errors.ts';
import { fromDraft, type JsonErrors, type TenantDraft, toDraft } from './tenant-draft.ts';
import { EDIT_TEXTS } from './tenant-texts.ts';

const FEATURE_KEYS = [
  'FriendlyCaptcha',
  'Banknote',
  'BountyNotice',
  'CallToAction',
  'FooterText',
  'ExitIntent',
] as const;
const URL_KEYS = ['MandantUrl', 'EmpfehlenPath', 'EmpfehlenWebPage', 'BestellUrl'] as const;
/** The raises this screen shows: the money rules' (decision 047). */
const RULES = ['rules'] as const;

/**
 * A tenant's whole configuration (spec §3) in sections: the common parts as fields, the rest as
 * validated JSON. Saving sends the version read; a newer one on the server answers 409.
 */
export default function TenantEditScreen() {
  const { key = '' } = useParams();
  const lang = useConsoleLang();
  const t = EDIT_TEXTS[lang];
  const session = useConsoleSession();
  const location = useLocation();
  const canEdit = hasRight(session, 'tenants.edit');
  const languageId = useId();
  const [detail, setDetail] = useState<TenantDetail | null>(null);
  const [draft, setDraft] = useState<TenantDraft | null>(null);
  const [error, setError] = useState<unknown>();
  const [jsonErrors, setJsonErrors] = useState<JsonErrors>({});
  const [saved, setSaved] = useState<{ version: number; raiseWaits: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const created = (location.state as { created?: boolean } | null)?.created === true;

  const load = useCallback(
    (signal?: AbortSignal) =>
      getTenant(key, signal).then(
        (d) => {
          setDetail(d);
          setDraft(toDraft(d));
          setError(undefined);
        },
        (e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(e);
        },
      ),
    [key],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  if (!draft || !detail)
    return (
      <>
        <h1>{t.heading(key)}</h1>
        <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
        {!error && <p role="status">{t.loading}</p>}
      </>
    );

  const edit = (change: (d: TenantDraft) => void) => {
    const next = structuredClone(draft);
    change(next);
    setDraft(next);
  };
  const errors = fieldErrorsByPath(error);
  const conflict = error instanceof ConsoleApiError && error.code === 'tenant.version_conflict';
  const readOnly = !canEdit;
  const jsonMessage = (k: keyof JsonErrors) => (jsonErrors[k] ? [t.jsonInvalid] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setError(undefined);
    const result = fromDraft(draft);
    if ('jsonErrors' in result) {
      setJsonErrors(result.jsonErrors);
      return;
    }
    setJsonErrors({});
    setBusy(true);
    try {
      const { GeldFreigabe, ...next } = await saveTenant(key, result.body);
      setDetail(next);
      setDraft(toDraft(next));
      setSaved({ version: next.Version, raiseWaits: GeldFreigabe !== undefined });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const allMessages = Object.entries(errors).flatMap(([path, list]) => list.map((m) => `${path}: ${m}`));

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
        <section className="c-section" aria-labelledby="tenant-general">
          <h2 id="tenant-general">{t.general}</h2>
          <TextInput
            label={t.name}
            value={draft.brand.Name}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brand.Name = v;
              })
            }
            errors={errors['Brand.Name']}
          />
          <TextInput
            label={t.apiRoute}
            value={draft.brand.ApiRoute}
            readOnly
            onChange={() => undefined}
            errors={errors['Brand.ApiRoute']}
          />
          <div className="c-field">
            <label htmlFor={languageId}>{t.language}</label>
            <p id={`${languageId}-hint`} className="c-hint">
              {t.languageHint}
            </p>
            <select
              id={languageId}
              aria-describedby={`${languageId}-hint`}
              value={draft.brand.Language}
              disabled={readOnly}
              onChange={(e) =>
                edit((d) => {
                  d.brand.Language = e.target.value as 'de' | 'en';
                })
              }
            >
              <option value="de">Deutsch (de)</option>
              <option value="en">English (en)</option>
            </select>
          </div>
          <TextInput
            label={t.hosts}
            hint={t.hostsHint}
            value={draft.hosts}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.hosts = v;
              })
            }
            errors={errorsUnder(errors, 'Hosts')}
          />
        </section>

        <section className="c-section" aria-labelledby="tenant-urls">
          <h2 id="tenant-urls">{t.urls}</h2>
          {URL_KEYS.map((k) => (
            <TextInput
              key={k}
              label={k}
              value={draft.urls[k]}
              readOnly={readOnly}
              onChange={(v) =>
                edit((d) => {
                  d.urls[k] = v;
                })
              }
              errors={errors[`Settings.Urls.${k}`]}
            />
          ))}
        </section>

        <section className="c-section" aria-labelledby="tenant-modules">
          <h2 id="tenant-modules">{t.modules}</h2>
          <div className="c-grid">
            {MODULE_KEYS.map((k) => (
              <Checkbox
                key={k}
                label={k}
                checked={draft.modules[k]}
                disabled={readOnly}
                onChange={(v) =>
                  edit((d) => {
                    d.modules[k] = v;
                  })
                }
              />
            ))}
          </div>
        </section>

        <section className="c-section" aria-labelledby="tenant-channels">
          <h2 id="tenant-channels">{t.channels}</h2>
          <p className="c-hint">{t.channelsHint}</p>
          <div className="c-grid">
            {CHANNEL_KEYS.map((k) => (
              <TextInput
                key={k}
                type="number"
                label={k}
                value={String(draft.channels[k])}
                readOnly={readOnly}
                onChange={(v) =>
                  edit((d) => {
                    d.channels[k] = v === '' ? -1 : Number(v);
                  })
                }
                errors={errors[`Settings.Channels.${k}`]}
              />
            ))}
            <TextInput
              label="FacebookId"
              value={draft.channels.FacebookId}
              readOnly={readOnly}
              onChange={(v) =>
                edit((d) => {
                  d.channels.FacebookId = v;
                })
              }
              errors={errors['Settings.Channels.FacebookId']}
            />
          </div>
          <p>
            {t.order}: {orderedChannels(draft.channels).join(' → ') || '–'}
          </p>
        </section>

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

        <section className="c-section" aria-labelledby="tenant-features">
          <h2 id="tenant-features">{t.features}</h2>
          <div className="c-grid">
            {FEATURE_KEYS.map((k) => (
              <Checkbox
                key={k}
                label={k}
                checked={draft.brand.Features[k]}
                disabled={readOnly}
                onChange={(v) =>
                  edit((d) => {
                    d.brand.Features[k] = v;
                  })
                }
              />
            ))}
          </div>
        </section>

        <section className="c-section" aria-labelledby="tenant-theme">
          <h2 id="tenant-theme">{t.theme}</h2>
          <TextInput
            label={t.themePath}
            hint={t.themeHint}
            value={draft.brand.ThemePath}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brand.ThemePath = v;
              })
            }
            errors={errors['Brand.ThemePath']}
          />
          <TextInput
            label={t.logo}
            value={draft.brand.LogoUrl}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brand.LogoUrl = v;
              })
            }
            errors={errors['Brand.LogoUrl']}
          />
          <TextInput
            label={t.productApi}
            hint={t.productApiHint}
            value={draft.brand.ProductApi}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brand.ProductApi = v;
              })
            }
            errors={errors['Brand.ProductApi']}
          />
        </section>

        <section className="c-section" aria-labelledby="tenant-more">
          <h2 id="tenant-more">{t.more}</h2>
          <JsonInput
            label={t.rules}
            hint={t.rulesHint}
            value={draft.rulesJson}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.rulesJson = v;
              })
            }
            errors={[...jsonMessage('rulesJson'), ...errorsUnder(errors, 'Settings.Rules')]}
          />
          <JsonInput
            label={t.contentService}
            value={draft.contentServiceJson}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.contentServiceJson = v;
              })
            }
            errors={[...jsonMessage('contentServiceJson'), ...errorsUnder(errors, 'Settings.ContentService')]}
          />
          <JsonInput
            label={t.brandMore}
            hint={t.brandMoreHint}
            value={draft.brandMoreJson}
            readOnly={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brandMoreJson = v;
              })
            }
            errors={[
              ...jsonMessage('brandMoreJson'),
              ...Object.entries(errors)
                .filter(([path]) => path.startsWith('Brand.') && !isStructured(path))
                .flatMap(([path, list]) => list.map((m) => `${path.slice(6)}: ${m}`)),
            ]}
          />
        </section>

        <Notice kind="error">
          {error ? (
            <>
              <p>{consoleErrorText(error)}</p>
              {allMessages.length > 0 && (
                <>
                  <p>{t.problems}</p>
                  <ul>
                    {allMessages.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </>
              )}
              {conflict && (
                <button type="button" className="c-button c-button-secondary" onClick={() => void load()}>
                  {t.reload}
                </button>
              )}
            </>
          ) : null}
        </Notice>
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

const STRUCTURED_PREFIXES = [
  'Brand.Name',
  'Brand.ApiRoute',
  'Brand.Language',
  'Brand.Colors',
  'Brand.Features',
  'Brand.ThemePath',
  'Brand.LogoUrl',
  'Brand.ProductApi',
];
const isStructured = (path: string) =>
  STRUCTURED_PREFIXES.some((p) => path === p || path.startsWith(`${p}.`));
