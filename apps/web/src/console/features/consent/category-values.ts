import type {
  ConsentCategoryBody,
  ConsentCategoryChange,
  ConsoleConsentCategory,
} from '@kwk/shared/analytics/consent-console.schemas';

/** The form's fields: named as the server's field paths after `body.`, so its messages land at them. */
export const TEXT_FIELDS = ['Title', 'ShortDescription', 'LongDescription'] as const;
/** Every value a string (`Required` is 'ja' or ''), keyed by field path. */
export type CategoryValues = Record<string, string>;

/** A category as the form edits it: every value a string, the texts under `de.…` and `en.…`. */
export function valuesOf(category: ConsoleConsentCategory): CategoryValues {
  const values: CategoryValues = {
    Identifier: category.Identifier,
    Position: String(category.Position),
    Required: category.Required ? 'ja' : '',
  };
  for (const lang of ['de', 'en'] as const)
    for (const field of TEXT_FIELDS) values[`${lang}.${field}`] = category[lang]?.[field] ?? '';
  return values;
}

/** Whether the English texts are started: then title and short description are needed, else none. */
export const hasEnglish = (values: CategoryValues) =>
  TEXT_FIELDS.some((field) => (values[`en.${field}`] ?? '').trim() !== '');

const textsOf = (values: CategoryValues, lang: 'de' | 'en') => ({
  Title: values[`${lang}.Title`] ?? '',
  ShortDescription: values[`${lang}.ShortDescription`] ?? '',
  LongDescription: values[`${lang}.LongDescription`] ?? '',
});

/** The PUT body: empty English texts are sent as none (English visitors then read the German). */
export function changeOf(values: CategoryValues): ConsentCategoryChange {
  return {
    Required: values.Required === 'ja',
    Position: Number(values.Position || 0),
    de: textsOf(values, 'de'),
    en: hasEnglish(values) ? textsOf(values, 'en') : null,
  };
}

/** The POST body: the change with its identifier. */
export const bodyOf = (values: CategoryValues): ConsentCategoryBody => ({
  Identifier: (values.Identifier ?? '').trim(),
  ...changeOf(values),
});
