import { normaliseKundennummer } from '@kwk/shared/operator/exclusions.schemas';

/**
 * The domains an address's entry may be listed under: its own and each parent of at least two
 * labels, so `@fyrst-bank.de` excludes `a@mail.fyrst-bank.de` too (a brand's subsidiaries' mail
 * servers), while a top-level domain alone (`de`) never matches. Lower case, as the list keeps them.
 */
export function domainCandidates(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join('.'));
  return out;
}

/** The customer numbers to look up, as the list keeps them; blanks and malformed ones drop out. */
export function kundennummerCandidates(values: readonly (string | null | undefined)[]): string[] {
  return values.flatMap((v) => {
    const n = v ? normaliseKundennummer(v) : undefined;
    return n ? [n] : [];
  });
}
