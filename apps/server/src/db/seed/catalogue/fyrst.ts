import { type CatalogueSeed, FOREVER, product } from './catalogue-seed.ts';

/**
 * The business-banking brand: business accounts with a 50 € reward. The recipient's part is capped
 * by Rules.MaxEmpfaengerPraemieCent where the reward is split, not here.
 */
export const fyrstCatalogue: CatalogueSeed = {
  categories: [
    {
      id: 1,
      name: 'Geschäftskonto Start',
      quelle: 'business',
      kategorie: 'company-start',
      position: 1,
      grafik: null,
      icon: null,
    },
    {
      id: 2,
      name: 'Geschäftskonto Pro',
      quelle: 'business',
      kategorie: 'company-pro',
      position: 2,
      grafik: null,
      icon: null,
    },
  ],
  products: [
    product({
      id: 1,
      externeId: 'FYRST-BASE',
      categoryId: 1,
      name: 'FYRST Base',
      anzeigeName: 'FYRST Base',
      position: 1,
    }),
    product({
      id: 2,
      externeId: 'FYRST-COMPLETE',
      categoryId: 2,
      name: 'FYRST Complete',
      anzeigeName: 'FYRST Complete',
      position: 2,
    }),
  ],
  pairs: [],
  rewards: [
    {
      id: 1,
      wert: '50 €',
      wertCent: 5000,
      text: 'Für Ihre Empfehlung von {deal} erhalten Sie {value} Prämie.',
      art: 'bar',
      ...FOREVER,
    },
  ],
  productRewards: [
    [1, 1],
    [2, 1],
  ],
  footnotes: [
    {
      id: 1,
      identifier: 'kontonutzung',
      titel: 'Aktive Kontonutzung',
      gruppe: 'konto',
      inhalt:
        'Die Prämie setzt in den ersten zwei Monaten mindestens drei Umsätze von je mindestens 25 € pro Monat voraus; Überweisungen an sich selbst zählen nicht.',
    },
  ],
};
