import { formatDate, rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';

/** One reward of a product on the reward overview. */
export interface OverviewReward {
  id: number;
  /** The reward's text, its placeholders filled by the server (spec §3). */
  text: string;
  /** The reward's own value, e.g. "90 €". */
  value: string;
  voucher: boolean;
  /** DD.MM.YYYY. */
  startsOn: string;
  /** The end date the referrer is told, DD.MM.YYYY; null when the reward runs without end. */
  endsOn: string | null;
}

/** A product with its active rewards on /aktuellepraemienuebersicht. */
export interface OverviewEntry {
  id: number;
  name: string;
  category: string | null;
  /** "70 €", or "bis zu 90 €" / "up to €90" when the product's rewards differ. */
  value: string;
  rewards: OverviewReward[];
}

/**
 * The reward overview (spec §2 AktuellePraemienuebersicht, §3 reward text rules): every product
 * with an active reward (the server sends only active ones, spec §4), in category then product
 * order; its rewards highest first, each with its text and the end date it is shown with —
 * EnddatumAnzeige where set, as the display date is the one promised to referrers, else Enddatum.
 */
export function rewardOverview(
  products: readonly Product[],
  categories: readonly ProductCategory[],
  lang: Language,
): OverviewEntry[] {
  const category = new Map(categories.map((c) => [c.Id, c]));
  const rank = (p: Product) => category.get(p.KategorieId)?.Position ?? Number.MAX_SAFE_INTEGER;
  return [...products]
    .filter((p) => p.Praemien.length > 0)
    .sort((a, b) => rank(a) - rank(b) || a.Position - b.Position)
    .map((p) => ({
      id: p.Id,
      name: p.AnzeigeName || p.Name,
      category: category.get(p.KategorieId)?.Name ?? null,
      value:
        rewardValueText(
          p.Praemien.map((r) => r.WertCent),
          lang,
        ) ?? '',
      rewards: [...p.Praemien]
        .sort((a, b) => b.WertCent - a.WertCent || a.Id - b.Id)
        .map((r) => {
          const end = r.EnddatumAnzeige ?? r.Enddatum;
          return {
            id: r.Id,
            text: r.Text,
            value: r.Wert,
            voucher: r.Art === 'gutschein',
            startsOn: formatDate(r.Startdatum),
            endsOn: end === null ? null : formatDate(end),
          };
        }),
    }));
}
