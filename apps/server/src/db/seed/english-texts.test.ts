import {
  campaignTextKey,
  categoryPageTextKey,
  categoryTextKey,
  productTextKey,
} from '@kwk/shared/content/tenant-text-keys';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUES } from './catalogue/demo-catalogues.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { englishTexts, toEnglish } from './english-texts.ts';
import { germanTexts } from './german-texts.ts';

describe('English catalogue, campaign and category page texts of the demo tenants (issue 17)', () => {
  it.each(DEMO_TENANTS.map((t) => [t.key, t] as const))(
    '%s: every German text has its English',
    (key, tenant) => {
      const german = germanTexts(tenant, DEMO_CATALOGUES[key]!);
      const english = englishTexts(tenant, DEMO_CATALOGUES[key]!);
      expect(Object.keys(german).length).toBeGreaterThan(0);
      const missing = Object.entries(german).filter(([k]) => english[k] === undefined);
      expect(missing).toEqual([]);
    },
  );

  it.each([
    ['telko', categoryTextKey(2), 'Fibre'],
    ['telko', productTextKey(1, 'name'), 'Home M'],
    ['telko', productTextKey(1, 'line1'), 'Surf at up to 50 Mbit/s'],
    ['telko', campaignTextKey(10, 'title'), 'Fibre weeks'],
    ['telko', categoryPageTextKey('young-tarife.html', 'title'), 'Young plans'],
    ['telko', categoryPageTextKey('young-tarife.html', 'crumb0'), 'Mobile'],
    ['fyrst', campaignTextKey(1, 'title'), 'Autumn campaign'],
    ['fyrst', categoryTextKey(1), 'Business account Start'],
  ])('%s: %s → %s', (tenant, key, text) => {
    const seed = DEMO_TENANTS.find((t) => t.key === tenant)!;
    expect(englishTexts(seed, DEMO_CATALOGUES[tenant]!)[key]).toBe(text);
  });

  it('writes the meta descriptions by their pattern, and knows no phrase it was not given', () => {
    expect(toEnglish('Tablets: jetzt Freunde werben und Prämie sichern.')).toBe(
      'Tablets: recommend friends now and secure your reward.',
    );
    expect(toEnglish('Unbekannt')).toBeUndefined();
  });
});
