import type { FormEvent, Ref } from 'react';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import type { KindDef } from './catalogue-kinds.ts';
import { EntityField } from './entity-fields.tsx';
import type { FieldDef, FormValues } from './entity-form.ts';
import { TEXTS } from './entity-texts.ts';

export type Editing = { mode: 'new' } | { mode: 'edit'; id: string; row: Record<string, unknown> } | null;

/** The form to add or change one row, with the server's messages at the fields. */
export function EntityEditForm({
  kind,
  editing,
  headingId,
  formHeading,
  title,
  fields,
  values,
  errors,
  busy,
  onChange,
  onSave,
  onCancel,
}: {
  kind: KindDef;
  editing: Exclude<Editing, null>;
  headingId: string;
  formHeading: Ref<HTMLHeadingElement>;
  title: string;
  fields: FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (name: string, value: FormValues[string]) => void;
  onSave: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <form onSubmit={onSave} noValidate aria-labelledby={`${headingId}-form`} className="c-entity-form">
      <h3 id={`${headingId}-form`} ref={formHeading} tabIndex={-1}>
        {editing.mode === 'new' ? `${title}: ${t.newTitle}` : `${t.editTitle}: ${kind.nameOf(editing.row)}`}
      </h3>
      {fields.map((field) => (
        <EntityField
          key={field.name}
          field={field}
          lang={lang}
          values={values}
          error={errors[field.name]}
          onChange={onChange}
        />
      ))}
      <div className="c-actions">
        <SubmitButton busy={busy}>{t.save}</SubmitButton>
        <SecondaryButton onClick={onCancel}>{t.cancel}</SecondaryButton>
      </div>
    </form>
  );
}
