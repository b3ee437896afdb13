import { bracesOf, fillBraces } from '../text/fill-braces.ts';
/**
 * Placeholders in CMS texts (issue 16, spec §3): a name in curly braces, e.g.
 * "Empfehlen Sie {client} und erhalten Sie {reward}". The server stores and answers texts with the
 * placeholders as written; the SPA (and a mail) fills them with `fillPlaceholders` where it knows
 * the values, so both sides read one syntax.
 *
 * | placeholder   | value                                               |
 * |---------------|-----------------------------------------------------|
 * | `{client}`    | the brand's name (Brand.Name)                       |
 * | `{link}`      | the referrer's recommendation link                  |
 * | `{reward}`    | the reward, formatted (e.g. "50 €")                 |
 * | `{firstName}` | the referrer's first name                           |
 * | `{lastName}`  | the referrer's last name                            |
 * | `{dealName}`  | the product or campaign the text is about           |
 * | `{startDate}` | the first day of a campaign or offer, formatted     |
 * | `{endDate}`   | the last day of a campaign or offer, formatted      |
 * | `{payout}`    | the tenant's payout statement (payout-period.ts)    |
 * | `{campaignBonus}` | a campaign's own bonus (BonusCent), formatted   |
 *
 * `{campaignBonus}` is filled by the server where it answers a campaign (`aktion/alleAktiven`,
 * reward-amounts.ts campaignText): every reader of the API gets the amount the campaign pays.
 */
export const PLACEHOLDER_NAMES = [
  'client',
  'link',
  'reward',
  'firstName',
  'lastName',
  'dealName',
  'startDate',
  'endDate',
  'payout',
  'campaignBonus',
] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

const PLACEHOLDER = bracesOf(PLACEHOLDER_NAMES);

/**
 * Replaces each known placeholder that has a value. A placeholder without a value and any other
 * text in braces stay as written: a text must never lose words silently, and a missing value is
 * then visible in review instead of leaving a sentence with a hole.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return fillBraces(text, PLACEHOLDER, values);
}

/** The placeholders a text uses, each once, in order of first use (for the console's hint). */
export function placeholdersIn(text: string): PlaceholderName[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as PlaceholderName);
  return [...new Set(found)];
}
