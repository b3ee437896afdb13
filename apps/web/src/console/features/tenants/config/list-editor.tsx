import { CONFIG_FIELDS } from '@kwk/shared/tenants/config-fields';
import { useId } from 'react';
import { SecondaryButton } from '../../../ui/secondary-button.tsx';
import { emptyValue } from '../tenant-draft.ts';
import type { ControlProps } from './config-controls.tsx';
import { ConfigField, type FieldContext } from './config-field.tsx';
import { getAt, type Path } from './config-path.ts';
import { CONFIG_TEXTS } from './config-texts.ts';

/** The keys of a list entry's fields (`Brand.NavLinks.*.href` for `Brand.NavLinks`). */
const entryKeys = (fieldKey: string) =>
  Object.keys(CONFIG_FIELDS).filter(
    (k) => k.startsWith(`${fieldKey}.*.`) && !k.slice(fieldKey.length + 3).includes('.'),
  );

/** What names an entry in its summary: its first text (a localized one's in German), or nothing. */
function entryTitle(entry: unknown): string {
  for (const v of Object.values(entry as Record<string, unknown>)) {
    if (typeof v === 'string' && v.trim()) return v;
    if (v && typeof v === 'object' && 'de' in v && typeof v.de === 'string' && v.de.trim()) return v.de;
  }
  return '';
}

/**
 * A list: plain values one input each, or entries with fields of their own in a group each; every
 * entry can be removed, a new one added at the end. Replaces the JSON text of lists (issue 29).
 */
export function ListEditor({
  ctx,
  fieldKey,
  path,
  label,
  help,
  configKey,
  errors,
  readOnly,
}: ControlProps & { ctx: FieldContext; fieldKey: string; path: Path }) {
  const t = CONFIG_TEXTS[ctx.lang];
  const list = (getAt(ctx.draft, path) as unknown[] | undefined) ?? [];
  const subKeys = entryKeys(fieldKey);
  const helpId = `${useId()}-help`;
  const newEntry = () =>
    subKeys.length === 0
      ? ''
      : Object.fromEntries(subKeys.map((k) => [k.split('.').at(-1), emptyValue(CONFIG_FIELDS[k])]));
  const remove = (i: number) =>
    ctx.set(
      path,
      list.filter((_, j) => j !== i),
    );

  return (
    <fieldset className="c-fieldset" aria-describedby={help ? helpId : undefined}>
      <legend>{label}</legend>
      {help && (
        <p id={helpId} className="c-hint">
          {help}
        </p>
      )}
      <p className="c-key">
        <code>{configKey}</code>
      </p>
      {list.length === 0 && <p>{t.empty}</p>}
      <ol className="c-list-editor">
        {list.map((entry, i) => {
          const name = `${label} ${i + 1}`;
          const place = [...path, i];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the place is their identity
            <li key={i}>
              {subKeys.length === 0 ? (
                <span className="c-affix">
                  <input
                    aria-label={name}
                    value={String(entry)}
                    readOnly={readOnly}
                    onChange={(e) => ctx.set(place, e.target.value)}
                    aria-invalid={ctx.errors[place.join('.')] ? true : undefined}
                  />
                </span>
              ) : (
                // Entries start closed (a tenant may have dozens of category pages); a new or
                // refused one opens.
                <details
                  className="c-entry"
                  open={
                    entryTitle(entry) === '' ||
                    Object.keys(ctx.errors).some((p) => p.startsWith(`${place.join('.')}.`))
                  }
                >
                  <summary>{entryTitle(entry) ? `${name}: ${entryTitle(entry)}` : name}</summary>
                  {subKeys.map((k) => (
                    <ConfigField key={k} ctx={ctx} fieldKey={k} path={[...place, k.split('.').at(-1)!]} />
                  ))}
                </details>
              )}
              {ctx.errors[place.join('.')]?.map((m) => (
                <p key={m} className="c-error">
                  {m}
                </p>
              ))}
              {!readOnly && <SecondaryButton onClick={() => remove(i)}>{t.remove(name)}</SecondaryButton>}
            </li>
          );
        })}
      </ol>
      {errors.map((m) => (
        <p key={m} className="c-error">
          {m}
        </p>
      ))}
      {!readOnly && (
        <button
          type="button"
          className="c-button c-button-secondary"
          onClick={() => ctx.set(path, [...list, newEntry()])}
        >
          {t.add(label)}
        </button>
      )}
    </fieldset>
  );
}
