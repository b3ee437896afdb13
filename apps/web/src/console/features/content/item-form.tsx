import { useId } from 'react';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useEditForm } from '../../ui/use-edit-form.ts';
import type { ItemKind } from './content-kinds.ts';
import { TEXTS } from './items-texts.ts';

/** The form of one item; a failed save keeps the form open with the messages at the fields. */
export function ItemForm<T>({
  kind,
  title,
  initial,
  isNew,
  onCancel,
  onSave,
}: {
  kind: ItemKind<T>;
  title: string;
  initial: Record<string, string>;
  isNew: boolean;
  onCancel: () => void;
  onSave: (values: Record<string, string>) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const { headingRef, values, set, errors, error, busy, submit } = useEditForm(initial, onSave, {
    // A message without a field of the form goes to the notice.
    shows: (fields) => kind.fields.some((f) => fields[f.name]),
  });

  return (
    <form aria-labelledby={headingId} className="c-content-form" onSubmit={submit}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <Notice kind="error">{error}</Notice>
      {kind.fields
        .filter((f) => isNew || !f.newOnly)
        .map((f) => {
          const common = {
            label: f.label[lang],
            value: values[f.name] ?? '',
            onChange: set(f.name),
            error: errors[f.name],
            hint: f.hint?.[lang],
            required: f.required,
            maxLength: f.maxLength,
          };
          return f.kind === 'textarea' ? (
            <TextAreaField
              key={f.name}
              {...common}
              wide
              rows={Math.min(16, Math.max(4, common.value.split('\n').length + 1))}
            />
          ) : (
            <Field
              key={f.name}
              {...common}
              type={f.kind === 'number' ? 'number' : 'text'}
              pattern={f.pattern}
              min={f.min}
              max={f.max}
            />
          );
        })}
      <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
