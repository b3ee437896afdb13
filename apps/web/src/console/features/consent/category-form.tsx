import {
  CONSENT_LONG_MAX,
  CONSENT_POSITION_MAX,
  CONSENT_SHORT_MAX,
  CONSENT_TITLE_MAX,
} from '@kwk/shared/analytics/consent-console.schemas';
import { CONSENT_IDENTIFIER } from '@kwk/shared/analytics/consent-rules';
import { useId } from 'react';
import { ConsoleApiError, consoleErrorText, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useEditForm } from '../../ui/use-edit-form.ts';
import { type CategoryValues, hasEnglish } from './category-values.ts';

const TEXTS = {
  de: {
    identifier: 'Kennung',
    identifierHint:
      'Steht im Einwilligungs-Cookie: Kleinbuchstaben, Ziffern, - und _, am Anfang ein Buchstabe, z. B. personalisierung. Später nicht mehr änderbar.',
    required: 'Notwendig (immer aktiv, nicht abwählbar)',
    position: 'Position',
    positionHint: 'Die Kategorien stehen im Cookie-Dialog nach ihrer Position, die kleinste oben.',
    german: 'Texte auf Deutsch',
    english: 'Texte auf Englisch (optional)',
    englishHint: 'Leer gelassen, lesen Besucher auf Englisch die deutschen Texte.',
    title: 'Titel',
    short: 'Kurzbeschreibung',
    shortHint: 'Steht im Cookie-Dialog unter dem Titel.',
    long: 'Langbeschreibung',
    save: 'Speichern',
    cancel: 'Abbrechen',
  },
  en: {
    identifier: 'Identifier',
    identifierHint:
      'Stored in the consent cookie: lower-case letters, digits, - and _, starting with a letter, e.g. personalisation. Fixed once made.',
    required: 'Required (always on, cannot be declined)',
    position: 'Position',
    positionHint: 'The cookie dialog lists the categories by position, the smallest first.',
    german: 'Texts in German',
    english: 'Texts in English (optional)',
    englishHint: 'Left empty, visitors reading English see the German texts.',
    title: 'Title',
    short: 'Short description',
    shortHint: 'Shown in the cookie dialog below the title.',
    long: 'Long description',
    save: 'Save',
    cancel: 'Cancel',
  },
};

/** The server's answers that belong to one field of this form rather than to the notice. */
const FIELD_OF_CODE: Record<string, string> = {
  'consent.already_registered': 'Identifier',
};

/**
 * The form of one consent category: identifier (when new), required flag, position, and the texts
 * in German and (optionally) English. The browser checks each field first; the server's messages
 * come back to the field they name.
 */
export function CategoryForm({
  title,
  initial,
  isNew,
  onCancel,
  onSave,
}: {
  title: string;
  initial: CategoryValues;
  isNew: boolean;
  onCancel: () => void;
  onSave: (values: CategoryValues) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const { headingRef, values, set, errors, error, busy, submit } = useEditForm(initial, onSave, {
    fieldsOf: (e) => {
      const field = e instanceof ConsoleApiError ? FIELD_OF_CODE[e.code] : undefined;
      return field ? { [field]: consoleErrorText(e) } : fieldMessages(e);
    },
  });
  const english = hasEnglish(values);

  const texts = (lang: 'de' | 'en', needed: boolean) => (
    <>
      <Field
        label={t.title}
        value={values[`${lang}.Title`] ?? ''}
        onChange={set(`${lang}.Title`)}
        error={errors[`${lang}.Title`]}
        required={needed}
        maxLength={CONSENT_TITLE_MAX}
      />
      <Field
        label={t.short}
        hint={t.shortHint}
        value={values[`${lang}.ShortDescription`] ?? ''}
        onChange={set(`${lang}.ShortDescription`)}
        error={errors[`${lang}.ShortDescription`]}
        required={needed}
        maxLength={CONSENT_SHORT_MAX}
      />
      <TextAreaField
        label={t.long}
        value={values[`${lang}.LongDescription`] ?? ''}
        onChange={set(`${lang}.LongDescription`)}
        error={errors[`${lang}.LongDescription`]}
        maxLength={CONSENT_LONG_MAX}
        rows={4}
        wide
      />
    </>
  );

  return (
    <form aria-labelledby={headingId} className="c-section c-consent-form" onSubmit={submit}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <Notice kind="error">{error}</Notice>
      {isNew && (
        <Field
          label={t.identifier}
          hint={t.identifierHint}
          value={values.Identifier ?? ''}
          onChange={set('Identifier')}
          error={errors.Identifier}
          required
          maxLength={40}
          pattern={CONSENT_IDENTIFIER.source.replace(/^\^|\$$/g, '')}
        />
      )}
      {/* Only `required` is always on (the server refuses any other): a fact here, not a choice. */}
      {values.Required === 'ja' && <p className="c-hint">{t.required}</p>}
      <Field
        label={t.position}
        hint={t.positionHint}
        type="number"
        value={values.Position ?? ''}
        onChange={set('Position')}
        error={errors.Position}
        min={0}
        max={CONSENT_POSITION_MAX}
      />
      <fieldset className="c-section c-consent-texts">
        <legend>{t.german}</legend>
        {texts('de', true)}
      </fieldset>
      <fieldset className="c-section c-consent-texts">
        <legend>{t.english}</legend>
        <p className="c-hint">{t.englishHint}</p>
        {texts('en', english)}
      </fieldset>
      <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
