import { type ConsoleLang, useConsoleLang } from '../lib/console-lang.ts';

/**
 * The column headings of a table whose columns a kind declares with a label in both languages
 * (catalogue kinds, content kinds); the German label is the key, as it stays when the language changes.
 */
export function ColumnHeaders({ columns }: { columns: readonly { label: Record<ConsoleLang, string> }[] }) {
  const lang = useConsoleLang();
  return columns.map((c) => (
    <th key={c.label.de} scope="col">
      {c.label[lang]}
    </th>
  ));
}
