/**
 * A tenant's drafted texts (decision 072), zod-free for the console: a draft holds per language a
 * patch — the keys it changes, each with its new text or null (removed) — never the whole set, so
 * publishing it leaves alone the keys others write live meanwhile (the campaigns' and the
 * catalogue's English texts live in the same set).
 */

type Texts = Record<string, string>;
/** The keys a draft changes in one language: the new text, or null to remove the key. */
export type TextPatch = Record<string, string | null>;
type TextLanguage = 'de' | 'en';

/** The keys whose text differs between two sets of a language (added, changed, removed), sorted. */
export function changedTextKeys(before: Texts, after: Texts): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]).sort();
}

/** What turns `live` into `next`: each changed key with its new text, null where it is removed. */
export function textPatch(live: Texts, next: Texts): TextPatch {
  return Object.fromEntries(changedTextKeys(live, next).map((k) => [k, next[k] ?? null]));
}

/** A set with a patch laid over it (no patch: the set itself). */
export function patchedTexts(live: Texts, patch: TextPatch | null | undefined): Texts {
  if (!patch) return live;
  const next = { ...live };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** One changed text: its language and key, the live text and the draft's (undefined: none). */
export interface TextChange {
  lang: TextLanguage;
  key: string;
  before: string | undefined;
  after: string | undefined;
}

/** Every drafted text that differs from the live one, German first, by key. */
export function textChanges(
  live: Record<TextLanguage, Texts>,
  drafted: Partial<Record<TextLanguage, TextPatch>> | null | undefined,
): TextChange[] {
  const changes: TextChange[] = [];
  for (const lang of ['de', 'en'] as const) {
    const patch = drafted?.[lang];
    if (!patch) continue;
    for (const key of Object.keys(patch).sort()) {
      const [before, after] = [live[lang][key], patch[key] ?? undefined];
      if (before !== after) changes.push({ lang, key, before, after });
    }
  }
  return changes;
}
