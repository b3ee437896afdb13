import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';

/** The product category pages of spec §2, each with its title, breadcrumb, meta description and source/category. */
const page = (
  Path: string,
  Titel: string,
  Breadcrumb: string[],
  Quelle: string,
  Kategorie: string,
): CategoryPage => ({
  Path,
  Titel,
  Breadcrumb,
  MetaDescription: `${Titel}: jetzt Freunde werben und Prämie sichern.`,
  Quelle,
  Kategorie,
});

export const TELKO_CATEGORY_PAGES: CategoryPage[] = [
  page('internet', 'Internet & Telefon', ['Internet'], 'festnetz', 'internet'),
  page('internet/hybrid', 'Internet Hybrid', ['Internet', 'Hybrid'], 'festnetz', 'hybrid'),
  page('junge-leute', 'Tarife für junge Leute', ['Junge Leute'], 'festnetz', 'young'),
  page('junge-leute/speed.html', 'Junge Leute Speed', ['Junge Leute', 'Speed'], 'festnetz', 'young-speed'),
  page(
    'junge-leute/hybrid.html',
    'Junge Leute Hybrid',
    ['Junge Leute', 'Hybrid'],
    'festnetz',
    'young-hybrid',
  ),
  page(
    'internet/glasfaser.html',
    'Internet über Glasfaser',
    ['Internet', 'Glasfaser'],
    'festnetz',
    'glasfaser',
  ),
  page('digital-home-service', 'Digital Home Service', ['Digital Home Service'], 'festnetz', 'service'),
  page('glasfaser', 'Glasfaser', ['Glasfaser'], 'festnetz', 'glasfaser'),
  page('fernsehen', 'Fernsehen', ['Fernsehen'], 'festnetz', 'tv'),
  page('fernsehen/satellit.html', 'Fernsehen über Satellit', ['Fernsehen', 'Satellit'], 'festnetz', 'tv-sat'),
  page(
    'fernsehen/hybrid-satellit.html',
    'Fernsehen Hybrid Satellit',
    ['Fernsehen', 'Hybrid Satellit'],
    'festnetz',
    'tv-hybrid-sat',
  ),
  page('fernsehen/hybrid', 'Fernsehen Hybrid', ['Fernsehen', 'Hybrid'], 'festnetz', 'tv-hybrid'),
  page(
    'fernsehen/glasfaser.html',
    'Fernsehen über Glasfaser',
    ['Fernsehen', 'Glasfaser'],
    'festnetz',
    'tv-glasfaser',
  ),
  page('magentasport', 'Sport-Paket', ['Sport'], 'festnetz', 'sport'),
  page(
    'smartphone-tarife.html',
    'Smartphone-Tarife',
    ['Mobilfunk', 'Smartphone-Tarife'],
    'mobilfunk',
    'tarife',
  ),
  page('prepaid-tarife.html', 'Prepaid-Tarife', ['Mobilfunk', 'Prepaid'], 'mobilfunk', 'prepaid'),
  page('young-tarife.html', 'Young-Tarife', ['Mobilfunk', 'Young'], 'mobilfunk', 'young'),
  page('daten-tarife.html', 'Daten-Tarife', ['Mobilfunk', 'Daten'], 'mobilfunk', 'daten'),
  page('zusatzkarten.html', 'Zusatzkarten', ['Mobilfunk', 'Zusatzkarten'], 'mobilfunk', 'zusatzkarten'),
  page('combi-cards.html', 'Combi Cards', ['Mobilfunk', 'Combi Cards'], 'mobilfunk', 'combicards'),
  page('geraete.html', 'Geräte', ['Geräte'], 'mobilfunk', 'geraete'),
  page('smartphones.html', 'Smartphones', ['Geräte', 'Smartphones'], 'mobilfunk', 'smartphone'),
  page('tablets.html', 'Tablets', ['Geräte', 'Tablets'], 'mobilfunk', 'tablet'),
  page('surfsticks.html', 'Surfsticks', ['Geräte', 'Surfsticks'], 'mobilfunk', 'surfstick'),
  page(
    'internet-telefon',
    'Internet & Telefon für Geschäftskunden',
    ['Geschäftskunden', 'Internet & Telefon'],
    'business',
    'internet-telefon',
  ),
  page(
    'homepage-und-shop',
    'Homepage & Shop',
    ['Geschäftskunden', 'Homepage & Shop'],
    'business',
    'homepage-shop',
  ),
  page('webseite', 'Webseite', ['Geschäftskunden', 'Webseite'], 'business', 'webseite'),
  page('webshop', 'Webshop', ['Geschäftskunden', 'Webshop'], 'business', 'webshop'),
  page('webhosting', 'Webhosting', ['Geschäftskunden', 'Webhosting'], 'business', 'webhosting'),
  page('company-start', 'Company Start', ['Geschäftskunden', 'Company Start'], 'business', 'company-start'),
  page('company-pro', 'Company Pro', ['Geschäftskunden', 'Company Pro'], 'business', 'company-pro'),
];

const pick = (...paths: string[]) => TELKO_CATEGORY_PAGES.filter((p) => paths.includes(p.Path));

export const FYRST_CATEGORY_PAGES = pick('company-start', 'company-pro');
export const PARTNER_CATEGORY_PAGES = pick(
  'internet-telefon',
  'homepage-und-shop',
  'webseite',
  'webshop',
  'webhosting',
);
