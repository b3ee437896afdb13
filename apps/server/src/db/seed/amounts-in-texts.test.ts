import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { REWARD_VARIABLE, rewardVariable } from '@kwk/shared/catalogue/reward-amounts';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUES } from './catalogue/demo-catalogues.ts';
import { CMS_DEMO } from './cms-demo-content.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { toEnglish } from './english-texts.ts';

/**
 * Issue 27, item 9: an amount in a demo tenant's text comes from what it describes. Reward amounts
 * are placeholders the pages fill from the catalogue ({reward}, {Praemie…}), a campaign's bonus is
 * {campaignBonus}, filled from its BonusCent; the only literal amounts left are the bonus tiers of
 * the rules that pay them (bonusSentence) and conditions that are no reward ("mindestens 25 €").
 */
const AMOUNT = /(?:€\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|Euro\b))/g;
const CONDITION = /(?:mindestens|at least)\s$/;
const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d,.]/g, '').replace(',', '.')) * 100);

/** Every literal amount of a text that is neither a condition nor one of `allowed` (cents). */
function strayAmounts(text: string, allowed: readonly number[]): string[] {
  return [...text.matchAll(AMOUNT)]
    .filter((m) => !CONDITION.test(text.slice(Math.max(0, m.index - 20), m.index)))
    .filter((m) => !allowed.includes(cents(m[0])))
    .map((m) => m[0]);
}

const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe.each(DEMO_TENANTS.map((t) => [t.key, t] as const))(
  '%s: amounts in its seeded texts',
  (key, tenant) => {
    const tiers = tenant.settings.Rules.BonusPraemien.map((tier) => tier.Cent);
    const cms = CMS_DEMO[key];
    const texts = [
      ...(['de', 'en'] as const).flatMap((lang) => [
        ...Object.values(tenant.texts[lang]),
        ...(cms ? cms.blocks[lang].flatMap((b) => [b.title, b.body]) : []),
        ...(cms ? cms.faqs[lang].flatMap((f) => [f.question, f.answer]) : []),
        ...(cms ? cms.footnotes[lang].flatMap((f) => [f.titel, f.inhalt]) : []),
      ]),
      ...tenant.variables.map((v) => v.value),
      ...DEMO_CATALOGUES[key]!.rewards.map((r) => r.text),
    ].map(plain);

    it('names no reward amount by hand: only the bonus tiers its rules pay, or a condition', () => {
      expect(texts.flatMap((text) => strayAmounts(text, tiers))).toEqual([]);
    });

    it('says "bis zu" / "up to" only through a placeholder, never before a typed amount', () => {
      expect(
        texts.filter((text) => /(?:bis zu|up to)\s*(?:€\s?\d|\d[\d.,]*\s?(?:€|Euro))/.test(text)),
      ).toEqual([]);
    });

    it('a campaign text names no amount by hand, not even its own bonus: {campaignBonus} (German and English)', () => {
      for (const campaign of tenant.campaigns)
        for (const text of [campaign.Text, campaign.RechtsText, campaign.Titel].flatMap((de) => [
          de,
          toEnglish(de) ?? '',
        ]))
          expect(strayAmounts(plain(text), []), text).toEqual([]);
    });

    it('the FAQ, blocks and footnotes add no campaign bonus on top of {reward}, which already holds it', () => {
      // {reward} is the most payable with the running campaigns' bonus (decision 037): a text that
      // promises a bonus "dazu" / "added" after it promises more than is paid.
      expect(
        texts.filter(
          (text) => /\{reward\}/.test(text) && /Bonus kommt|kommt ein Bonus|bonus is added/i.test(text),
        ),
      ).toEqual([]);
    });

    it('every catalogue variable a text names exists in its catalogue', () => {
      const catalogue = DEMO_CATALOGUES[key]!;
      const names = new Set([
        rewardVariable(),
        ...catalogue.categories.flatMap((c) => [
          rewardVariable(c.quelle),
          rewardVariable(c.quelle, c.kategorie),
        ]),
      ]);
      const named = texts.flatMap((text) => [
        ...text.matchAll(new RegExp(`\\{(${REWARD_VARIABLE}[^}]*)\\}`, 'g')),
      ]);
      for (const m of named) expect(names, m[0]).toContain(m[1]);
    });

    it('the bonus variables are the rules\u2019 tiers', () => {
      for (const v of tenant.variables.filter((x) => x.set === 'bonus'))
        expect(tiers.map((c) => formatRewardEuro(c))).toContain(v.value);
    });
  },
);

describe('the amount check itself', () => {
  it.each([
    ['Für Glasfaser bis zu 90 € Prämie.', [], ['90 €']],
    ['Up to €110 reward.', [], ['€110']],
    ['Bis Jahresende 25 € extra.', [], ['25 €']],
    ['Bis Jahresende {campaignBonus} extra.', [], []],
    ['mindestens drei Buchungen über jeweils mindestens 25 Euro', [], []],
    ['Für Glasfaser {Praemie.festnetz.glasfaser}.', [], []],
  ] as const)('%s', (text, allowed, stray) => {
    expect(strayAmounts(text, allowed)).toEqual(stray);
  });
});
