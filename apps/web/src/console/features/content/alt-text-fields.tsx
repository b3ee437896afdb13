import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { KEY_VISUAL_TEXTS } from './key-visual-texts.ts';

type Lang = 'de' | 'en';

/** The key visual's two alt texts, German and English, each required, with its message at the field. */
export function AltTextFields({
  values,
  onChange,
  errors,
  hint,
}: {
  values: Record<Lang, string>;
  onChange: (lang: Lang) => (value: string) => void;
  errors: Partial<Record<Lang, string | undefined>>;
  hint: string;
}) {
  const t = useTexts(KEY_VISUAL_TEXTS);
  return (['de', 'en'] as const).map((lang) => (
    <Field
      key={lang}
      label={lang === 'de' ? t.altDe : t.altEn}
      hint={hint}
      value={values[lang]}
      onChange={onChange(lang)}
      required
      maxLength={300}
      error={errors[lang]}
    />
  ));
}
