import type { TariffFields } from '@kwk/shared/catalogue/catalogue.schemas';
import { type CatalogueSeed, product } from './catalogue-seed.ts';

/**
 * The offers of the telko category pages (spec §2) beyond the six start-page categories: one
 * category per page's source/category, each with an offer, so no category page is empty (issue 14:
 * "all 31 category paths get their products"). Categories 7–30, products 100–123; fixed-line
 * offers earn the 70 € reward (1), mobile and business ones the 50 € reward (4).
 */
type Offer = [quelle: string, kategorie: string, category: string, name: string, monthly: number];

const OFFERS: Offer[] = [
  ['festnetz', 'hybrid', 'Internet Hybrid', 'Zuhause Hybrid', 4495],
  ['festnetz', 'young', 'Junge Leute', 'Zuhause Young', 2995],
  ['festnetz', 'young-speed', 'Junge Leute Speed', 'Zuhause Young Speed', 3495],
  ['festnetz', 'young-hybrid', 'Junge Leute Hybrid', 'Zuhause Young Hybrid', 3995],
  ['festnetz', 'service', 'Digital Home Service', 'Digital Home Service', 995],
  ['festnetz', 'tv', 'Fernsehen', 'TV Basis', 1500],
  ['festnetz', 'tv-sat', 'Fernsehen über Satellit', 'TV Satellit', 1000],
  ['festnetz', 'tv-hybrid-sat', 'Fernsehen Hybrid Satellit', 'TV Hybrid Satellit', 1500],
  ['festnetz', 'tv-hybrid', 'Fernsehen Hybrid', 'TV Hybrid', 1500],
  ['festnetz', 'tv-glasfaser', 'Fernsehen über Glasfaser', 'TV Glasfaser', 1500],
  ['mobilfunk', 'prepaid', 'Prepaid-Tarife', 'Prepaid M', 995],
  ['mobilfunk', 'daten', 'Daten-Tarife', 'Daten L', 2495],
  ['mobilfunk', 'zusatzkarten', 'Zusatzkarten', 'Zusatzkarte Plus', 995],
  ['mobilfunk', 'combicards', 'Combi Cards', 'Combi Card Familie', 1995],
  ['mobilfunk', 'smartphone', 'Smartphones', 'Nova 12 Smartphone', 1995],
  ['mobilfunk', 'tablet', 'Tablets', 'Nova Tab', 1495],
  ['mobilfunk', 'surfstick', 'Surfsticks', 'Surfstick LTE', 995],
  ['business', 'internet-telefon', 'Internet & Telefon für Geschäftskunden', 'Business Internet M', 4995],
  ['business', 'homepage-shop', 'Homepage & Shop', 'Homepage & Shop Paket', 1995],
  ['business', 'webseite', 'Webseite', 'Webseite Start', 995],
  ['business', 'webshop', 'Webshop', 'Webshop Basic', 2495],
  ['business', 'webhosting', 'Webhosting', 'Webhosting Pro', 795],
  ['business', 'company-start', 'Company Start', 'Company Start', 2995],
  ['business', 'company-pro', 'Company Pro', 'Company Pro', 5995],
];

const FIRST_CATEGORY = 7;
const FIRST_PRODUCT = 100;

const details = (monthly: number): Partial<TariffFields> => ({
  PreisMonatlich: monthly,
  Beschreibung1: '24 Monate Mindestlaufzeit',
  Fussnote: 'preise',
});

export const telkoCategoryOffers: Pick<CatalogueSeed, 'categories' | 'products' | 'productRewards'> = {
  categories: OFFERS.map(([quelle, kategorie, name], i) => ({
    id: FIRST_CATEGORY + i,
    name,
    quelle,
    kategorie,
    position: FIRST_CATEGORY + i,
    grafik: null,
    icon: null,
  })),
  products: OFFERS.map(([quelle, kategorie, , name, monthly], i) =>
    product({
      id: FIRST_PRODUCT + i,
      externeId: `TK-${quelle.slice(0, 2).toUpperCase()}-${kategorie.toUpperCase()}`,
      categoryId: FIRST_CATEGORY + i,
      name: `Telko ${name}`,
      anzeigeName: name,
      position: FIRST_PRODUCT + i,
      details: details(monthly),
    }),
  ),
  productRewards: OFFERS.map(([quelle], i): [number, number] => [
    FIRST_PRODUCT + i,
    quelle === 'festnetz' ? 1 : 4,
  ]),
};
