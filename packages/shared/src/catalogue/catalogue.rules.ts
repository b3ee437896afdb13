import { YOUNG_TARIFF_MAX_AGE } from '../constants.ts';
import type { Language } from '../errors/error-codes.ts';

/** The validity fields of a reward (Prämie); dates are `YYYY-MM-DD` in Europe/Berlin. */
export interface RewardValidity {
  Startdatum: string;
  Enddatum: string | null;
  EnddatumAnzeige: string | null;
}

/**
 * spec §4: "A reward is active when its start date is on or before today and it has no end date,
 * or its display end date or end date is not before today." Read with the start date binding both
 * branches: a reward that has not started is never active. `YYYY-MM-DD` strings compare as dates.
 */
export function isRewardActive(reward: RewardValidity, today: string): boolean {
  if (reward.Startdatum > today) return false;
  if (reward.Enddatum === null) return true;
  return (reward.EnddatumAnzeige !== null && reward.EnddatumAnzeige >= today) || reward.Enddatum >= today;
}

const euroFormats = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};
const wholeEuroFormats = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
};

/**
 * Cents as German (or British English) currency: "70,00 €" / "€70.00". Intl puts a no-break space
 * between amount and sign in German, so "70,00" and "€" never break apart across lines.
 */
export function formatEuro(cents: number, lang: Language = 'de'): string {
  return euroFormats[lang].format(cents / 100);
}

/** Reward amounts as the spec writes them (§9 "70 € for fixed-line"): cents only when there are any. */
export function formatRewardEuro(cents: number, lang: Language = 'de'): string {
  return (cents % 100 === 0 ? wholeEuroFormats : euroFormats)[lang].format(cents / 100);
}

/** "70 €" for one value, "bis zu 90 €" / "up to €90" when a product's rewards differ; null for none. */
export function rewardValueText(cents: readonly number[], lang: Language = 'de'): string | null {
  if (cents.length === 0) return null;
  const max = Math.max(...cents);
  const amount = formatRewardEuro(max, lang);
  if (cents.every((c) => c === max)) return amount;
  return lang === 'de' ? `bis zu ${amount}` : `up to ${amount}`;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY` (spec §9 date format); anything else stays as it is. */
export function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : isoDate;
}

export interface RewardTextValues {
  /** The deal (product) name. */
  deal: string;
  /** `YYYY-MM-DD` or null (no end). */
  end: string | null;
  start: string;
  /** The values in cents of the rewards the text speaks for (a reward's own: one); differing values read "bis zu <max>". */
  value: readonly number[];
}

/**
 * Fills a reward text template (spec §3: placeholders deal name, end date, start date, reward
 * value): {deal}, {end}, {start}, {value}. Dates read DD.MM.YYYY; an unknown placeholder stays.
 */
export function rewardText(template: string, values: RewardTextValues, lang: Language = 'de'): string {
  const filled: Record<string, string> = {
    deal: values.deal,
    end: values.end ? formatDate(values.end) : '',
    start: formatDate(values.start),
    value: rewardValueText(values.value, lang) ?? '',
  };
  return template.replace(/\{(deal|end|start|value)\}/g, (_, key: string) => filled[key] ?? '');
}

const SHORT_TEXT_LIMIT = 40;

/** spec §9: text longer than 40 characters is cut to `length` characters plus dots. */
function shortText(text: string, length: number): string {
  return text.length > SHORT_TEXT_LIMIT ? `${text.slice(0, length)}...` : text;
}
export const shortText19 = (text: string): string => shortText(text, 19);
export const shortText10 = (text: string): string => shortText(text, 10);

/** spec §9: young tariffs are for people under 28. Both dates `YYYY-MM-DD`; a future birth date is not eligible. */
export function isYoungTariffEligible(birthDate: string, today: string): boolean {
  const birth = /^(\d{4})-(\d{2}-\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2}-\d{2})$/.exec(today);
  if (!birth || !now || birthDate > today) return false;
  const age = Number(now[1]) - Number(birth[1]) - (now[2]! < birth[2]! ? 1 : 0);
  return age < YOUNG_TARIFF_MAX_AGE;
}
