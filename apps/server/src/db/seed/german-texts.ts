import {
  campaignTextKey,
  categoryPageTextKey,
  categoryTextKey,
  footnoteTextKey,
  pairTextKey,
  productTextKey,
} from '@kwk/shared/content/tenant-text-keys';
import type { CatalogueSeed } from './catalogue/catalogue-seed.ts';
import type { TenantSeed } from './tenant-seed.ts';

/**
 * Every German text of a tenant's catalogue, campaigns and category pages that the SPA shows, by
 * its tenant text key: what an English (or any other) text set has to translate.
 */
export function germanTexts(seed: Pick<TenantSeed, 'campaigns' | 'brand'>, catalogue: CatalogueSeed) {
  const texts: Record<string, string> = {};
  const put = (key: string, text: string | null | undefined) => {
    if (text?.trim()) texts[key] = text;
  };
  for (const c of catalogue.categories) put(categoryTextKey(c.id), c.name);
  for (const p of catalogue.products) {
    put(productTextKey(p.id, 'name'), p.anzeigeName || p.name);
    put(productTextKey(p.id, 'line1'), p.details.Beschreibung1);
    put(productTextKey(p.id, 'line2'), p.details.Beschreibung2);
    put(productTextKey(p.id, 'line3'), p.details.Beschreibung3);
    put(productTextKey(p.id, 'line4'), p.details.Beschreibung4);
  }
  for (const pair of catalogue.pairs) put(pairTextKey(pair.Id), pair.TarifHandyAnzeigeName);
  for (const f of catalogue.footnotes) {
    put(footnoteTextKey(f.identifier, 'title'), f.titel);
    put(footnoteTextKey(f.identifier, 'text'), f.inhalt);
  }
  for (const c of seed.campaigns) {
    put(campaignTextKey(c.AktionsId, 'title'), c.Titel);
    put(campaignTextKey(c.AktionsId, 'text'), c.Text);
    put(campaignTextKey(c.AktionsId, 'legal'), c.RechtsText);
  }
  for (const page of seed.brand.CategoryPages) {
    put(categoryPageTextKey(page.Path, 'title'), page.Titel);
    put(categoryPageTextKey(page.Path, 'description'), page.MetaDescription);
    for (const [i, crumb] of page.Breadcrumb.entries())
      put(categoryPageTextKey(page.Path, `crumb${i}`), crumb);
  }
  return texts;
}
