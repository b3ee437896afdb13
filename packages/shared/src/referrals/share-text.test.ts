import { describe, expect, it } from 'vitest';
import type { Language } from '../errors/error-codes.ts';
import { friendRewardText, type ShareTemplateSet, shareTexts } from './share-text.ts';
import { splitReward } from './splits.ts';

const templates: ShareTemplateSet = {
  subject: {
    de: '{firstName} {lastName} empfiehlt dir {client}',
    en: '{firstName} {lastName} recommends {client}',
  },
  body: {
    de: 'Über meinen Link bekommst du {reward}: {link}',
    en: 'With my link you get {reward}: {link}',
  },
};
const people = {
  client: 'FYRST',
  link: 'https://x.example/empfehlung/1?k=a',
  firstName: 'Erika',
  lastName: 'M',
};

/** The friend's share from the split the referrer chose, as the share step and the mail compute it. */
/** formatEuro keeps amount and sign together with a no-break space; the table writes a plain one. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

const friendCent = (rewardCent: number, split: number, cap: number) =>
  splitReward(rewardCent, split, cap).recipientCent;

describe('shareTexts: the friend is told their actual share, or no amount (issue 17)', () => {
  it.each<[string, number, number, number, Language, string]>([
    // fyrst: 50 €, recipient cap 50 €
    ['fyrst "Nur ich": nothing promised', 5000, 100, 5000, 'de', `empfehle es dir weiter: ${people.link}`],
    ['fyrst 50:50', 5000, 50, 5000, 'de', `Über meinen Link bekommst du 25 €: ${people.link}`],
    ['fyrst contact only', 5000, 0, 5000, 'de', `Über meinen Link bekommst du 50 €: ${people.link}`],
    // telko: 70 €, cap 100 €
    ['telko 50:50 of 70 €', 7000, 50, 10_000, 'de', `Über meinen Link bekommst du 35 €: ${people.link}`],
    ['telko contact only', 7000, 0, 10_000, 'de', `Über meinen Link bekommst du 70 €: ${people.link}`],
    ['contact only above the cap: the capped share', 11_000, 0, 5000, 'de', 'bekommst du 50 €'],
    ['odd cents', 2501, 50, 10_000, 'de', 'bekommst du 12,51 €'],
    ['en: telko 50:50', 7000, 50, 10_000, 'en', `With my link you get €35: ${people.link}`],
    ['en: "referrer only": nothing promised', 7000, 100, 10_000, 'en', `recommend it to you: ${people.link}`],
  ])('%s', (_name, reward, split, cap, lang, expected) => {
    const { body } = shareTexts(templates, people, friendCent(reward, split, cap), lang);
    expect(plain(body)).toContain(expected);
  });

  it.each<[number, number, number, Language]>([
    [5000, 100, 5000, 'de'],
    [7000, 100, 10_000, 'en'],
  ])('a split that leaves the friend nothing names no amount (%i, %i %%, %s)', (reward, split, cap, lang) => {
    const { body } = shareTexts(templates, people, friendCent(reward, split, cap), lang);
    expect(body).not.toMatch(/€|\{reward\}/);
    expect(body).not.toMatch(/bekommst du|you get/);
  });

  it('a tenant text for "no share" is used when the tenant has one', () => {
    const own = {
      ...templates,
      bodyNoReward: { de: 'Schau dir {client} an: {link}', en: 'Look at {client}: {link}' },
    };
    expect(shareTexts(own, people, 0, 'de').body).toBe(`Schau dir FYRST an: ${people.link}`);
    expect(shareTexts(own, people, 0, 'en').body).toBe(`Look at FYRST: ${people.link}`);
  });

  it('fills the subject with the referrer and the brand', () => {
    expect(shareTexts(templates, people, 3500, 'de').subject).toBe('Erika M empfiehlt dir FYRST');
  });

  it.each<[number, Language, string | null]>([
    [0, 'de', null],
    [3500, 'de', '35 €'],
    [3500, 'en', '€35'],
  ])('friendRewardText(%i, %s) → %s', (cents, lang, text) => {
    expect(friendRewardText(cents, lang)?.replaceAll('\u00a0', ' ') ?? null).toBe(text);
  });
});
