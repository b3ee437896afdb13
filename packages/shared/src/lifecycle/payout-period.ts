import type { Language } from '../errors/error-codes.ts';

/**
 * The tenant's one payout-timing statement (issue 27, item 10): how long a transfer takes once a
 * reward is ready and the bank data is there. One value a tenant (Rules.AuszahlungWochen), so the
 * pages, the FAQ answer and the mails cannot name different periods: each fills its sentence from
 * here. The time until a reward is ready (payout-timing.ts, spec §9 "4 to 6 weeks") is another
 * stage and stays where it is said.
 */

/** Without a configured period a transfer is promised within four weeks (spec §9). */
export const DEFAULT_PAYOUT_WEEKS = 4;

/** The tenant's period (Rules.AuszahlungWochen), or the default where the tenant has none. */
export const payoutWeeks = (rules: { AuszahlungWochen?: number | undefined }): number =>
  rules.AuszahlungWochen ?? DEFAULT_PAYOUT_WEEKS;

// Numbers up to twelve are written as words in running text (German and English style alike).
const WORDS: Record<Language, readonly string[]> = {
  de: [
    '',
    'einer',
    'zwei',
    'drei',
    'vier',
    'fünf',
    'sechs',
    'sieben',
    'acht',
    'neun',
    'zehn',
    'elf',
    'zwölf',
  ],
  en: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
};

/** "innerhalb von vier Wochen" / "within four weeks": the period as every payout text says it. */
export function payoutPeriod(lang: Language, weeks: number): string {
  const count = WORDS[lang][weeks] ?? String(weeks);
  if (lang === 'de') return `innerhalb von ${count} ${weeks === 1 ? 'Woche' : 'Wochen'}`;
  return `within ${count} ${weeks === 1 ? 'week' : 'weeks'}`;
}

const STATEMENT: Record<Language, string> = {
  de: 'Die Auszahlung erfolgt {frist}, nachdem Sie Ihre Bankdaten angegeben haben; ein Gutschein kommt innerhalb von 24 Stunden per E-Mail.',
  en: 'Bank transfers are made {frist} after you enter your bank details; a voucher arrives by e-mail within 24 hours.',
};
/** The German statement for a tenant that says "du" (`Brand.Anrede`), as its mails do. */
const STATEMENT_DU =
  'Die Auszahlung erfolgt {frist}, nachdem du deine Bankdaten angegeben hast; ein Gutschein kommt innerhalb von 24 Stunden per E-Mail.';

/**
 * The statement itself, as the thank-you page, the FAQ answer and the reward mails say it; in
 * German in the tenant's form of address (the pages say "Sie" today).
 */
export const payoutStatement = (lang: Language, weeks: number, anrede: 'Sie' | 'du' = 'Sie'): string =>
  (lang === 'de' && anrede === 'du' ? STATEMENT_DU : STATEMENT[lang]).replace(
    '{frist}',
    payoutPeriod(lang, weeks),
  );
