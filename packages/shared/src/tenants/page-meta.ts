import type { Language } from '../errors/error-codes.ts';
import type { Mandant } from './mandant.schemas.ts';

const FALLBACK: Record<Language, (name: string) => string> = {
  de: (name) =>
    `Das Empfehlungsprogramm von ${name}: Produkte weiterempfehlen, Prämie erhalten und den Stand Ihrer Empfehlungen im persönlichen Bereich sehen.`,
  en: (name) =>
    `The ${name} referral programme: recommend products, earn a reward and follow your recommendations in your personal area.`,
};

/**
 * A page's meta description when the page has none of its own: the tenant's configured text, or a
 * sentence naming the brand. The server writes it into index.html, the SPA keeps it per page.
 */
export function tenantMetaDescription(brand: Mandant['Brand'], language: Language): string {
  return brand.MetaDescription?.[language] || FALLBACK[language](brand.Name);
}
