import { parseHex } from '@kwk/shared/tenants/brand-contrast';
import { CONFIG_FIELDS } from '@kwk/shared/tenants/config-fields';
import type { TenantDraft } from '../tenant-draft.ts';
import { InputControl, LocalizedControl, SelectControl, SwitchControl } from './config-controls.tsx';
import { getAt, type Path } from './config-path.ts';
import { CONFIG_TEXTS } from './config-texts.ts';
import { ListEditor } from './list-editor.tsx';

/** What a field needs of the form: the draft, a change at a place, the messages by path. */
export interface FieldContext {
  draft: TenantDraft;
  set: (path: Path, value: unknown) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
  lang: 'de' | 'en';
}

/** `#abc` as the colour picker needs it (`#aabbcc`); black for what is no hex colour yet. */
const pickerValue = (hex: string) =>
  `#${(parseHex(hex) ?? [0, 0, 0]).map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * One configuration field at one place of the draft, rendered from the shared field table: its
 * words, its control, its messages. `suffix` names the environment of a per-environment field.
 */
export function ConfigField({
  ctx,
  fieldKey,
  path,
  suffix,
}: {
  ctx: FieldContext;
  fieldKey: string;
  path: Path;
  suffix?: string;
}) {
  const d = CONFIG_FIELDS[fieldKey];
  const t = CONFIG_TEXTS[ctx.lang];
  if (!d) return null;
  const place = path.join('.');
  const common = {
    label: suffix ? `${d.label[ctx.lang]} – ${suffix}` : d.label[ctx.lang],
    help: d.help[ctx.lang],
    configKey: place,
    errors: ctx.errors[place] ?? [],
    readOnly: ctx.readOnly || d.control === 'fixed',
  };
  const value = getAt(ctx.draft, path);
  const set = (v: unknown) => ctx.set(path, v);
  switch (d.control) {
    case 'switch':
      return <SwitchControl {...common} checked={value === true} onChange={set} />;
    case 'select':
      return (
        <SelectControl
          {...common}
          value={value as string}
          onChange={set}
          options={(d.options ?? []).map((o) => ({ value: o.value, label: o[ctx.lang] }))}
          unset={value === '' ? t.unset : undefined}
        />
      );
    case 'localized':
      return (
        <LocalizedControl
          {...common}
          value={value as { de: string; en: string }}
          onChange={set}
          languages={t.languages}
        />
      );
    case 'list':
      return <ListEditor ctx={ctx} fieldKey={fieldKey} path={path} {...common} />;
    case 'colour':
      return (
        <InputControl {...common} kind="text" value={value as string} onChange={set}>
          <input
            type="color"
            className="c-colour"
            aria-label={`${common.label}: ${t.picker}`}
            value={pickerValue(value as string)}
            disabled={common.readOnly}
            onChange={(e) => set(e.target.value)}
          />
        </InputControl>
      );
    default:
      return (
        <InputControl
          {...common}
          kind={d.control === 'fixed' || d.control === 'longText' ? 'text' : d.control}
          value={value as string}
          onChange={set}
        />
      );
  }
}
