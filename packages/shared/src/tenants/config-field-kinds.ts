/**
 * How the console edits a field: `euro` is stored in cents and typed in euros; `list` is a list
 * editor (of `item` values, or of objects whose fields have keys of their own below `<key>.*`);
 * `localized` is a German and an English text; `fixed` is shown, not changed.
 */
export type ControlKind =
  | 'text'
  | 'longText'
  | 'url'
  | 'email'
  | 'switch'
  | 'number'
  | 'euro'
  | 'select'
  | 'date'
  | 'colour'
  | 'list'
  | 'localized'
  | 'fixed';

export interface Words {
  de: string;
  en: string;
}

export interface FieldDescription {
  control: ControlKind;
  label: Words;
  help: Words;
  /** The choices of a `select`, by stored value. */
  options?: readonly ({ value: string } & Words)[];
  /** What a `list` of plain values holds. */
  item?: 'text' | 'number' | 'url' | 'email';
}

/** A description from its parts; `extra` for a select's options or a list's item. */
export const field = (
  control: ControlKind,
  label: [de: string, en: string],
  help: [de: string, en: string],
  extra: Pick<FieldDescription, 'options' | 'item'> = {},
): FieldDescription => ({
  control,
  label: { de: label[0], en: label[1] },
  help: { de: help[0], en: help[1] },
  ...extra,
});
