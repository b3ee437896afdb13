import { formatRewardEuro } from '../catalogue/catalogue.rules.ts';
import type { Language } from '../errors/error-codes.ts';
import { bracesOf, fillBraces } from '../text/fill-braces.ts';

type Localized = Record<Language, string>;

/**
 * A tenant's share templates (Brand.ShareTemplates, spec §3): `body` promises the friend an amount
 * through {reward}; `bodyNoReward` is the text for a split that leaves the friend nothing.
 */
export interface ShareTemplateSet {
  subject: Localized;
  body: Localized;
  bodyNoReward?: Localized | undefined;
}

/** The body when the friend gets nothing and the tenant set no text of its own: no amount in it. */
export const DEFAULT_BODY_NO_REWARD: Localized = {
  de: 'Hallo, ich bin Kunde bei {client} und empfehle es dir weiter: {link}',
  en: 'Hi, I am a customer of {client} and recommend it to you: {link}',
};

/** Who shares what: the values of the placeholders {client} {link} {firstName} {lastName}. */
export interface SharePeople {
  client: string;
  link: string;
  firstName: string;
  lastName: string;
}

const PLACEHOLDER = bracesOf(['client', 'link', 'reward', 'firstName', 'lastName']);

/** Fills the placeholders {client} {link} {reward} {firstName} {lastName}; unknown braces stay. */
export function fillShareTemplate(template: string, values: SharePeople & { reward: string }): string {
  return fillBraces(template, PLACEHOLDER, values);
}

/**
 * What the friend is told they get: their actual share of the reward by the referrer's split
 * (within the tenant's cap), or null when the split leaves them nothing — then no amount is named.
 */
export function friendRewardText(friendCent: number, lang: Language): string | null {
  return friendCent > 0 ? formatRewardEuro(friendCent, lang) : null;
}

/**
 * The subject and body of a share or of the portal-sent recommendation mail (issue 17): the body
 * names the friend's own share, never the whole reward, and a split of "referrer only" promises
 * nothing, so no text tells the friend of money they will not get.
 */
export function shareTexts(
  templates: ShareTemplateSet,
  people: SharePeople,
  friendCent: number,
  lang: Language,
): { subject: string; body: string } {
  const reward = friendRewardText(friendCent, lang);
  const body =
    reward === null ? (templates.bodyNoReward ?? DEFAULT_BODY_NO_REWARD)[lang] : templates.body[lang];
  const values = { ...people, reward: reward ?? '' };
  return {
    subject: fillShareTemplate(templates.subject[lang], values),
    body: fillShareTemplate(body, values),
  };
}
