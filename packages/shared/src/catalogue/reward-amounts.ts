import { fillPlaceholders } from '../content/placeholders.ts';
import type { Language } from '../errors/error-codes.ts';
import { formatRewardEuro, rewardValueText } from './catalogue.rules.ts';

/**
 * The amounts texts may name, taken from the catalogue they describe (issue 27, item 9): a text
 * says "bis zu" only with the real maximum of the active rewards, running campaigns' bonus
 * included, so a changed catalogue or a campaign that ends changes the text with it.
 */

/** What the amounts are computed from: a product's category and its active rewards' values. */
export interface PricedProduct {
  KategorieId: number;
  Praemien: readonly { WertCent: number }[];
}
export interface PricedCategory {
  Id: number;
  Quelle: string;
  Kategorie: string;
}

/**
 * The most the running campaigns add to one recommendation: each one's bonus, as the form lets the
 * referrer tick every campaign that asks for consent (splits.ts campaignBonusCent).
 */
export const campaignBonusMost = (campaigns: readonly { BonusCent: number }[]): number =>
  campaigns.reduce((sum, c) => sum + c.BonusCent, 0);

/**
 * A campaign's text with `{campaignBonus}` filled from its own BonusCent: the amount it promises is
 * the one it pays, never typed in by hand (issue 27, item 9).
 */
export const campaignText = (text: string, bonusCent: number, lang: Language): string =>
  fillPlaceholders(text, { campaignBonus: formatRewardEuro(bonusCent, lang) });

/** The amounts a recommendation can pay: each reward alone and, where a campaign runs, with its bonus. */
export function payableCents(rewards: readonly number[], bonusCent: number): number[] {
  return bonusCent > 0 ? [...rewards, ...rewards.map((c) => c + bonusCent)] : [...rewards];
}

/** "70 €", or "bis zu 90 €" where the amounts differ; null where nothing pays. */
export const payableText = (rewards: readonly number[], bonusCent: number, lang: Language): string | null =>
  rewardValueText(payableCents(rewards, bonusCent), lang);

/** The CMS variable naming the most of all products (`{Praemie}`), of one source or one category. */
export const REWARD_VARIABLE = 'Praemie';
export const rewardVariable = (quelle?: string, kategorie?: string): string =>
  [REWARD_VARIABLE, quelle, kategorie].filter((part) => part !== undefined).join('.');

/**
 * The catalogue's own CMS variables: `{Praemie}` (every product), `{Praemie.<Quelle>}` (e.g.
 * `{Praemie.mobilfunk}`) and `{Praemie.<Quelle>.<Kategorie>}` (e.g. `{Praemie.festnetz.glasfaser}`),
 * each the payable amount of its products. Pages lay them over the tenant's own variables, so an
 * amount in a text is never typed in by hand.
 */
export function catalogueVariables(
  products: readonly PricedProduct[],
  categories: readonly PricedCategory[],
  bonusCent: number,
  lang: Language,
): Map<string, string> {
  const byName = new Map<string, number[]>();
  const add = (name: string, cents: readonly number[]) =>
    byName.set(name, [...(byName.get(name) ?? []), ...cents]);
  const category = new Map(categories.map((c) => [c.Id, c]));
  for (const p of products) {
    const cents = p.Praemien.map((r) => r.WertCent);
    const c = category.get(p.KategorieId);
    add(rewardVariable(), cents);
    if (c) {
      add(rewardVariable(c.Quelle), cents);
      add(rewardVariable(c.Quelle, c.Kategorie), cents);
    }
  }
  const variables = new Map<string, string>();
  for (const [name, cents] of byName) {
    const text = payableText(cents, bonusCent, lang);
    if (text !== null) variables.set(name, text);
  }
  return variables;
}
