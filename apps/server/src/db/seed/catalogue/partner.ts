import { type CatalogueSeed, product } from './catalogue-seed.ts';

const REWARD_TEXT = 'Für Ihre Empfehlung von {deal} erhalten Sie {value} Prämie.';

/** The sales partner: advice and service products for business customers with a 25 € reward. */
export const partnerCatalogue: CatalogueSeed = {
  categories: [
    {
      id: 1,
      name: 'Internet & Telefon',
      quelle: 'business',
      kategorie: 'internet-telefon',
      position: 1,
      grafik: null,
      icon: null,
    },
    {
      id: 2,
      name: 'Homepage & Shop',
      quelle: 'business',
      kategorie: 'homepage-shop',
      position: 2,
      grafik: null,
      icon: null,
    },
    {
      id: 3,
      name: 'Webhosting',
      quelle: 'business',
      kategorie: 'webhosting',
      position: 3,
      grafik: null,
      icon: null,
    },
  ],
  products: [
    product({
      id: 1,
      externeId: 'BERATUNG-IT',
      categoryId: 1,
      name: 'Beratung Internet & Telefon',
      anzeigeName: 'Beratung Internet & Telefon',
      position: 1,
    }),
    product({
      id: 2,
      externeId: 'HOMEPAGE',
      categoryId: 2,
      name: 'Homepage-Paket',
      anzeigeName: 'Homepage-Paket',
      position: 2,
    }),
    product({
      id: 3,
      externeId: 'WEBSHOP',
      categoryId: 2,
      name: 'Webshop-Service',
      anzeigeName: 'Webshop-Service',
      position: 3,
    }),
    product({
      id: 4,
      externeId: 'HOSTING',
      categoryId: 3,
      name: 'Webhosting-Service',
      anzeigeName: 'Webhosting-Service',
      position: 4,
    }),
  ],
  pairs: [],
  rewards: [
    {
      id: 1,
      wert: '25 €',
      wertCent: 2500,
      text: REWARD_TEXT,
      art: 'bar',
      startdatum: '2025-01-01',
      enddatum: null,
      enddatumAnzeige: null,
    },
  ],
  productRewards: [
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
  ],
  footnotes: [],
};
