import { shortText } from '../../../lib/short-text.ts';

/**
 * A free text cell through spec §9's short text filter: a text over 40 characters shows its first
 * 19 plus dots, keeps the whole text as its tooltip, and screen readers read it whole.
 */
export function ShortCell({ text }: { text: string }) {
  const short = shortText(text);
  if (short === text) return text;
  return (
    <span title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
