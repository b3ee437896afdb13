import { CHANNEL_KEYS, MODULE_KEYS, orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { useId } from 'react';
import { errorsUnder } from '../field-errors.ts';
import type { TenantDraft } from '../tenant-draft.ts';
import type { EditTexts } from '../tenant-texts.ts';
import { Checkbox, TextInput } from './form-controls.tsx';

const URL_KEYS = ['MandantUrl', 'EmpfehlenPath', 'EmpfehlenWebPage', 'BestellUrl'] as const;

/** What every section of the tenant form gets: the draft, a change to it, and the save's messages by path. */
export interface SectionProps {
  draft: TenantDraft;
  edit: (change: (d: TenantDraft) => void) => void;
  readOnly: boolean;
  errors: Record<string, string[]>;
  t: EditTexts;
}

/** Name, API route (fixed), language and hosts. */
export function GeneralSection({ draft, edit, readOnly, errors, t }: SectionProps) {
  const languageId = useId();
  return (
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
  );
}

/** The tenant's addresses (programme page, referral path, order page). */
export function UrlsSection({ draft, edit, readOnly, errors, t }: SectionProps) {
  return (
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
  );
}

/** Which modules the tenant has switched on. */
export function ModulesSection({ draft, edit, readOnly, t }: SectionProps) {
  return (
    <section className="c-section" aria-labelledby="tenant-modules">
      <h2 id="tenant-modules">{t.modules}</h2>
      <div className="c-grid">
        {MODULE_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={t.moduleLabels[k] ?? k}
            checked={draft.modules[k] === true}
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
  );
}

/** The sharing channels in their order (−1 hides one), with the Facebook app id. */
export function ChannelsSection({ draft, edit, readOnly, errors, t }: SectionProps) {
  return (
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
  );
}
