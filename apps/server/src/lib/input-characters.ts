/**
 * Which characters text may carry (issue 12, finding 1.6). PostgreSQL stores no NUL in text and
 * no lone surrogate in jsonb, and no person types a control character: such input is refused as
 * a whole before any rule sees it, instead of each field learning it (or failing with a 500).
 */

/**
 * In bodies: lone UTF-16 surrogates, C0 controls except tab, line feed and carriage return (free
 * text such as the contact message has line breaks), DEL and the C1 controls.
 */
const UNFIT_IN_BODY =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** In a path or a query string nothing is free text: no control character at all. */
const UNFIT_IN_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNFIT_ANYWHERE = new RegExp(UNFIT_IN_URL.source, 'g');

export type TextPlace = 'body' | 'url';

/** Whether a string may stand where it stands. */
export function isFitText(text: string, place: TextPlace): boolean {
  return !(place === 'body' ? UNFIT_IN_BODY : UNFIT_IN_URL).test(text);
}

/**
 * Whether a parsed value holds any unfit string or object key: the same walk as `unfitTextPaths`
 * without building a path per field, so the common case (all text fit) allocates almost nothing on
 * the hottest calls; the paths are built only for an answer that refuses.
 */
export function hasUnfitText(value: unknown, place: TextPlace): boolean {
  if (typeof value === 'string') return !isFitText(value, place);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isFitText(item, place)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (!isFitText(key, place)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A key as it can be named back: the unfit characters written out as `\uXXXX`. */
const nameable = (key: string) =>
  key.replace(UNFIT_ANYWHERE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** At most this many fields are named: enough to fix a form, too few to make a large answer. */
const MAX_NAMED = 20;

/**
 * The paths (`body.Empfehler.Vorname`, `body.Emails.1`) of every unfit string or object key in a
 * parsed value, the root itself included. Walks with a stack of its own: a deeply nested body
 * must not overflow the call stack.
 */
export function unfitTextPaths(value: unknown, root: string, place: TextPlace): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && found.length < MAX_NAMED) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isFitText(item, place)) found.push(path);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}.${i}`]);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (isFitText(key, place)) stack.push([child, `${path}.${key}`]);
        else found.push(`${path}.${nameable(key)}`);
      }
    }
  }
  return found.slice(0, MAX_NAMED);
}
