import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { describe, expect, it } from 'vitest';
import { bonusSentence } from './tenant-seed.ts';
import { telko } from './tenants/telko.ts';

const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('bonus rewards in the tenant texts where the referrer sees rewards (issue 17)', () => {
  it.each([
    ['de', 'Dazu gibt es Bonusprämien: 60 € extra nach 3 und 150 € extra nach 5 erfolgreichen Empfehlungen.'],
    ['en', 'On top come bonus rewards: €60 extra after 3 and €150 extra after 5 successful recommendations.'],
  ] as const)('telko in %s', (lang, sentence) => {
    const tiers = telko.settings.Rules.BonusPraemien;
    expect(plain(bonusSentence(tiers, lang))).toBe(sentence);
    // The start page and the reward overview say it, from the tiers the engine pays.
    for (const key of ['home.intro', 'pages.AktuellePraemienuebersicht.intro'])
      expect(telko.texts[lang][key]).toContain(bonusSentence(tiers, lang));
    for (const tier of tiers)
      expect(telko.texts[lang]['home.intro']).toContain(formatRewardEuro(tier.Cent, lang));
  });

  it('names a single tier without a list', () => {
    expect(plain(bonusSentence([{ NachErfolgreichen: 10, Cent: 10_000 }], 'de'))).toBe(
      'Dazu gibt es Bonusprämien: 100 € extra nach 10 erfolgreichen Empfehlungen.',
    );
  });
});
