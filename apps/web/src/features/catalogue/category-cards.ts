import { formatRewardEuro, rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { DeviceTariffPair, Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Footnote } from '@kwk/shared/content/cms.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';

export interface CategoryCard {
  id: number;
  name: string;
  young: boolean;
  monthly: string | null;
  once: string | null;
  lines: string[];
  reward: string | null;
  /** Number of the card's footnote in the page's footnote list, or null. */
  footnote: number | null;
  pairs: { id: number; name: string; device: string; tariff: string }[];
}

export interface CategoryView {
  cards: CategoryCard[];
  /** Footnotes the cards refer to, numbered in order of first use, then the page's own ones. */
  footnotes: (Footnote & { number: number })[];
}

/**
 * A category page's cards (spec §2): position order, prices in German currency, young tariffs
 * marked, device–tariff pairs, footnotes numbered as the cards first use them. The footnotes are the
 * CMS's (decision 026): a product's `Fussnote` names one by its Identifier; those whose Identifier
 * is `pageNotes` (categoryFootnoteIdentifier of the page) follow. None found: no footnotes.
 */
export function categoryView(
  products: readonly Product[],
  footnotes: readonly Footnote[],
  pairsByDevice: ReadonlyMap<number, readonly DeviceTariffPair[]>,
  lang: Language,
  pageNotes?: string,
): CategoryView {
  const byIdentifier = new Map(footnotes.map((f) => [f.Identifier, f]));
  const used: (Footnote & { number: number })[] = [];
  const numberOf = (identifier: string | null | undefined) => {
    const note = identifier ? byIdentifier.get(identifier) : undefined;
    if (!note) return null;
    const known = used.find((f) => f.Id === note.Id);
    if (known) return known.number;
    used.push({ ...note, number: used.length + 1 });
    return used.length;
  };
  const price = (cents: number | null | undefined) => (cents == null ? null : formatRewardEuro(cents, lang));
  const cards = [...products]
    .sort((a, b) => a.Position - b.Position)
    .map((p) => ({
      id: p.Id,
      name: p.AnzeigeName || p.Name,
      young: p.Young === true,
      monthly: price(p.PreisMonatlich),
      once: price(p.PreisEinmalig),
      lines: [p.Beschreibung1, p.Beschreibung2, p.Beschreibung3, p.Beschreibung4].filter(
        (line): line is string => typeof line === 'string' && line.trim() !== '',
      ),
      reward: rewardValueText(
        p.Praemien.map((r) => r.WertCent),
        lang,
      ),
      footnote: numberOf(p.Fussnote),
      pairs: [...(pairsByDevice.get(p.Id) ?? [])]
        .sort((a, b) => a.Position - b.Position)
        .map((pair) => ({
          id: pair.Id,
          name: pair.TarifHandyAnzeigeName,
          device: formatRewardEuro(pair.Aktionspreis ?? pair.PreisHandy, lang),
          tariff: formatRewardEuro(pair.PreisTarif, lang),
        })),
    }));
  for (const note of footnotes) {
    if (note.Identifier === pageNotes && !used.some((f) => f.Id === note.Id))
      used.push({ ...note, number: used.length + 1 });
  }
  return { cards, footnotes: used };
}
