import { type ReactNode, useId } from 'react';

/** What every control gets: its words, the spec's key (small, for support), its messages. */
export interface ControlProps {
  label: string;
  help: string;
  configKey: string;
  errors: string[];
  readOnly: boolean;
}

/** The ids a control is described by: its help and its messages. */
function describedBy(id: string, help: string, errors: string[]) {
  return (
    [help ? `${id}-help` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** Help, the key and the messages under a control; the key is not part of its description. */
function Below({
  id,
  help,
  configKey,
  errors,
}: {
  id: string;
  help: string;
  configKey: string;
  errors: string[];
}) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="c-hint">
          {help}
        </p>
      )}
      <p className="c-key">
        <code>{configKey}</code>
      </p>
      {errors.length > 0 && (
        <div id={`${id}-error`}>
          {errors.map((e) => (
            <p key={e} className="c-error">
              {e}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

/** A labelled one-line input: text, address, e-mail, number, euro amount, date, hex colour. */
export function InputControl({
  value,
  onChange,
  kind,
  children,
  ...p
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  kind: 'text' | 'url' | 'email' | 'number' | 'euro' | 'date';
  children?: ReactNode;
}) {
  const id = useId();
  const input = (
    <input
      id={id}
      type={kind === 'number' || kind === 'euro' ? 'text' : kind}
      inputMode={kind === 'number' ? 'numeric' : kind === 'euro' ? 'decimal' : undefined}
      value={value}
      readOnly={p.readOnly}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={p.errors.length ? true : undefined}
      aria-describedby={describedBy(id, p.help, p.errors)}
    />
  );
  return (
    <div className="c-field">
      <label htmlFor={id}>{p.label}</label>
      {kind === 'euro' || children ? (
        <span className="c-affix">
          {input}
          {kind === 'euro' && <span aria-hidden="true">€</span>}
          {children}
        </span>
      ) : (
        input
      )}
      <Below id={id} {...p} />
    </div>
  );
}

/** An on/off switch (a checkbox announced as a switch). */
export function SwitchControl({
  checked,
  onChange,
  ...p
}: ControlProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="c-field c-switch">
      <span className="c-check">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={p.readOnly}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={describedBy(id, p.help, p.errors)}
        />
        <label htmlFor={id}>{p.label}</label>
      </span>
      <Below id={id} {...p} />
    </div>
  );
}

/** A choice among the table's options; an optional field may stay unset (the portal's default). */
export function SelectControl({
  value,
  onChange,
  options,
  unset,
  ...p
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  unset?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="c-field">
      <label htmlFor={id}>{p.label}</label>
      <select
        id={id}
        value={value}
        disabled={p.readOnly}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={p.errors.length ? true : undefined}
        aria-describedby={describedBy(id, p.help, p.errors)}
      >
        {unset !== undefined && <option value="">{unset}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Below id={id} {...p} />
    </div>
  );
}

/** A German and an English text of one field. */
export function LocalizedControl({
  value,
  onChange,
  languages,
  ...p
}: ControlProps & {
  value: { de: string; en: string };
  onChange: (value: { de: string; en: string }) => void;
  languages: { de: string; en: string };
}) {
  const id = useId();
  return (
    <fieldset className="c-fieldset" aria-describedby={describedBy(id, p.help, p.errors)}>
      <legend>{p.label}</legend>
      {(['de', 'en'] as const).map((lang) => (
        <div className="c-field c-field-wide" key={lang}>
          <label htmlFor={`${id}-${lang}`}>{`${p.label} (${languages[lang]})`}</label>
          <textarea
            id={`${id}-${lang}`}
            rows={2}
            value={value[lang]}
            readOnly={p.readOnly}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        </div>
      ))}
      <Below id={id} {...p} />
    </fieldset>
  );
}
