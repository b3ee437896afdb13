import type { CatalogueSeed } from './catalogue-seed.ts';
import { fyrstCatalogue } from './fyrst.ts';
import { partnerCatalogue } from './partner.ts';
import { telkoCatalogue } from './telko.ts';

/** The demo tenants' catalogues by tenant key. */
export const DEMO_CATALOGUES: Record<string, CatalogueSeed> = {
  fyrst: fyrstCatalogue,
  telko: telkoCatalogue,
  partner: partnerCatalogue,
};
