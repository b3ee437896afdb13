import { formatRewardEuro, rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { DeviceTariffPair, Footnote, Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { tenantTextKeys as keys } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import { germanText, type TenantText } from '../../i18n/tenant-text.ts';

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
  /** Footnotes the cards refer to, numbered in order of first use. */
  footnotes: (Footnote & { number: number })[];
}

const LINE_FIELDS = ['line1', 'line2', 'line3', 'line4'] as const;

/** Beschreibung1 to 4 that have text, each with its tenant text field. */
function descriptionLines(p: Product): [(typeof LINE_FIELDS)[number], string][] {
  const lines = [p.Beschreibung1, p.Beschreibung2, p.Beschreibung3, p.Beschreibung4];
  return LINE_FIELDS.flatMap((field, i) => {
    const line = lines[i];
    return typeof line === 'string' && line.trim() !== '' ? [[field, line] as [typeof field, string]] : [];
  });
}

/**
 * A category page's cards (spec §2): position order, prices in German currency, young tariffs
 * marked, device–tariff pairs, footnotes numbered as the cards first use them.
 */
export function categoryView(
  products: readonly Product[],
  footnotes: readonly Footnote[],
  pairsByDevice: ReadonlyMap<number, readonly DeviceTariffPair[]>,
  lang: Language,
  text: TenantText = germanText,
): CategoryView {
  const byIdentifier = new Map(footnotes.map((f) => [f.Identifier, f]));
  const used: (Footnote & { number: number })[] = [];
  const numberOf = (identifier: string | null | undefined) => {
    const note = identifier ? byIdentifier.get(identifier) : undefined;
    if (!note) return null;
    const known = used.find((f) => f.Id === note.Id);
    if (known) return known.number;
    used.push({
      ...note,
      Titel: text(keys.footnote(note.Identifier, 'title'), note.Titel),
      Inhalt: text(keys.footnote(note.Identifier, 'text'), note.Inhalt),
      number: used.length + 1,
    });
    return used.length;
  };
  const price = (cents: number | null | undefined) => (cents == null ? null : formatRewardEuro(cents, lang));
  const cards = [...products]
    .sort((a, b) => a.Position - b.Position)
    .map((p) => ({
      id: p.Id,
      name: text(keys.product(p.Id, 'name'), p.AnzeigeName || p.Name),
      young: p.Young === true,
      monthly: price(p.PreisMonatlich),
      once: price(p.PreisEinmalig),
      lines: descriptionLines(p).map(([field, line]) => text(keys.product(p.Id, field), line)),
      reward: rewardValueText(
        p.Praemien.map((r) => r.WertCent),
        lang,
      ),
      footnote: numberOf(p.Fussnote),
      pairs: [...(pairsByDevice.get(p.Id) ?? [])]
        .sort((a, b) => a.Position - b.Position)
        .map((pair) => ({
          id: pair.Id,
          name: text(keys.pair(pair.Id), pair.TarifHandyAnzeigeName),
          device: formatRewardEuro(pair.Aktionspreis ?? pair.PreisHandy, lang),
          tariff: formatRewardEuro(pair.PreisTarif, lang),
        })),
    }));
  return { cards, footnotes: used };
}
