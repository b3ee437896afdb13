import {
  formatRewardEuro,
  isRewardActive,
  rewardText,
  rewardValueText,
} from '@kwk/shared/catalogue/catalogue.rules';
import {
  type DeviceTariffPair,
  deviceTariffPairDetailsSchema,
  type Footnote,
  type MaxReward,
  type Product,
  type ProductCategory,
  type ProductListQuery,
  type ProductQuery,
  type Reward,
  tariffFieldsSchema,
} from '@kwk/shared/catalogue/catalogue.schemas';
import {
  categoryTextKey,
  footnoteTextKey,
  pairTextKey,
  productTextKey,
  rewardTextKey,
} from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import { COMPANY_SOURCE, hidesCompanyProducts } from '@kwk/shared/routes/page-paths';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { berlinDate, type Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type {
  CatalogueRepository,
  PairRow,
  ProductRow,
  RewardRow,
  Visibility,
} from './catalogue.repository.ts';
import { type TenantTexts, type Translate, translatedLines, translator } from './catalogue-texts.ts';
import { type ProductApi, productApiOf } from './product-apis.ts';

/** What the catalogue needs of a tenant: its id and configuration (hidden ids, brand name, product API). */
export interface CatalogueTenant {
  id: string;
  mandant: Pick<Mandant, 'Rules' | 'Brand' | 'Modules'>;
}

const tariffFields = tariffFieldsSchema.partial();

/** The tenant's product API (spec §7); an unknown or missing one fails the product call (spec §8). */
const productApi = (tenant: CatalogueTenant): ProductApi => productApiOf(tenant.mandant.Brand.ProductApi);

/**
 * Business products are recommended to companies, which is ModuleCompanyRecommendation (spec §3):
 * with it off, their categories and products are hidden in every product call, as their category
 * pages are (page-paths.ts).
 */
const hiddenQuellen = (tenant: CatalogueTenant): string[] =>
  hidesCompanyProducts(tenant.mandant.Modules) ? [COMPANY_SOURCE] : [];

const visibility = (tenant: CatalogueTenant): Visibility => ({
  tenantId: tenant.id,
  hiddenIds: tenant.mandant.Rules.HiddenProductIds,
  hiddenQuellen: hiddenQuellen(tenant),
});

/** Reward texts are German templates, so they are filled in German. */
const TEXT_LANGUAGE = 'de';
const keepGerman: Translate = (_key, german) => german;

/**
 * A reward for the tenant's pages. Its German text is a template filled in German; where the
 * console gave it an English text (rewardTextKey) and the request asks English, that is filled in
 * English (issue 14). Its {value} is its own amount (issue 27, item 9: the permanent 60 € fibre
 * reward read "bis zu 90 €", the campaign reward's maximum); the product's PraemienWert says the most.
 */
function toReward(row: RewardRow, deal: string, t: Translate = keepGerman): Reward {
  const template = t(rewardTextKey(row.id), row.text);
  const textLanguage = template === row.text ? TEXT_LANGUAGE : 'en';
  return {
    Id: row.id,
    Wert: row.wert,
    WertCent: row.wertCent,
    Startdatum: row.startdatum,
    Enddatum: row.enddatum,
    EnddatumAnzeige: row.enddatumAnzeige,
    Text: rewardText(
      template,
      { deal, start: row.startdatum, end: row.enddatumAnzeige ?? row.enddatum, value: [row.wertCent] },
      textLanguage,
    ),
    Art: row.art,
  };
}

const isActive = (row: RewardRow, today: string) =>
  isRewardActive(
    { Startdatum: row.startdatum, Enddatum: row.enddatum, EnddatumAnzeige: row.enddatumAnzeige },
    today,
  );

function toPair(row: PairRow, t: Translate): DeviceTariffPair {
  const details = deviceTariffPairDetailsSchema.parse(row.details);
  return {
    Id: row.id,
    HandyId: row.handyId,
    TarifId: row.tarifId,
    ...details,
    TarifHandyAnzeigeName: t(pairTextKey(row.id), details.TarifHandyAnzeigeName),
  };
}

/**
 * The product catalogue of spec §7 ("Products", "Rewards"): visible products only (never the
 * tenant's hidden ids), each with its rewards active today in Berlin (spec §4). The product calls
 * serve what the tenant's product API serves (product-apis.ts, decision 022); rewards, footnotes
 * and images do not depend on it.
 */
export function createCatalogueService({
  catalogue,
  texts,
  clock,
}: {
  catalogue: CatalogueRepository;
  texts: TenantTexts;
  clock: Clock;
}) {
  const today = () => berlinDate(clock.now());

  async function toProducts(tenant: CatalogueTenant, rows: ProductRow[], lang: Language): Promise<Product[]> {
    const day = today();
    const [links, t] = await Promise.all([
      catalogue.rewardsOfProducts(
        tenant.id,
        rows.map((r) => r.id),
      ),
      translator(texts, tenant.id, lang),
    ]);
    return rows.map((row) => {
      const active = links
        .filter((l) => l.productId === row.id && isActive(l.reward, day))
        .map((l) => l.reward)
        .sort((a, b) => b.wertCent - a.wertCent || a.id - b.id);
      const values = active.map((r) => r.wertCent);
      const shown = row.anzeigeName || row.name;
      const named = t(productTextKey(row.id, 'name'), shown);
      return {
        Id: row.id,
        ExterneId: row.externeId,
        Name: row.name,
        // Untranslated, the row's own (possibly empty) display name stays, as before.
        AnzeigeName: named === shown ? row.anzeigeName : named,
        KategorieId: row.categoryId,
        Position: row.position,
        Praemien: active.map((r) => toReward(r, row.anzeigeName, t)),
        PraemienWert: rewardValueText(values, TEXT_LANGUAGE),
        ...translatedLines(row.id, tariffFields.parse(row.details), t),
      };
    });
  }

  async function activeRewardRows(tenant: CatalogueTenant): Promise<RewardRow[]> {
    const day = today();
    return (await catalogue.rewards(tenant.id)).filter((r) => isActive(r, day));
  }

  /** spec §8: a category the catalogue does not have is "404 - Unknown category", not an empty page. */
  async function knownCategory(tenant: CatalogueTenant, quelle: string | undefined, kategorie: string) {
    const rows = await catalogue.categories(tenant.id, hiddenQuellen(tenant));
    if (!rows.some((c) => c.kategorie === kategorie && (!quelle || c.quelle === quelle)))
      throw new AppError('catalogue.unknown_category');
  }

  async function oneProduct(tenant: CatalogueTenant, rows: ProductRow[], lang: Language): Promise<Product> {
    const [product] = await toProducts(tenant, rows, lang);
    if (!product) throw new AppError('common.not_found');
    return product;
  }

  return {
    categories: async (tenant: CatalogueTenant, lang: Language = 'de'): Promise<ProductCategory[]> => {
      productApi(tenant);
      const [rows, t] = await Promise.all([
        catalogue.categories(tenant.id, hiddenQuellen(tenant)),
        translator(texts, tenant.id, lang),
      ]);
      return rows.map((c) => ({
        Id: c.id,
        Name: t(categoryTextKey(c.id), c.name),
        Quelle: c.quelle,
        Kategorie: c.kategorie,
        Position: c.position,
      }));
    },

    /**
     * All visible products, or those of the categories with the given quelle/kategorie. With
     * `tarifId`: the devices that come with that tariff, each with its pairs for it.
     */
    products: async (
      tenant: CatalogueTenant,
      query: ProductListQuery,
      lang: Language = 'de',
    ): Promise<Product[]> => {
      const { quelle, kategorie, tarifId } = query;
      const api = productApi(tenant);
      if (kategorie) await knownCategory(tenant, quelle, kategorie);
      if (tarifId === undefined) {
        return toProducts(tenant, await catalogue.products(visibility(tenant), { quelle, kategorie }), lang);
      }
      // No tariffs, so no device comes with one (the list the web reads stays a list).
      if (!api.deviceTariffPairs) return [];
      const t = await translator(texts, tenant.id, lang);
      const pairs = (await catalogue.pairs(visibility(tenant), { tarifId })).map((row) => toPair(row, t));
      const ids = [...new Set(pairs.map((p) => p.HandyId))];
      const devices = await toProducts(
        tenant,
        await catalogue.products(visibility(tenant), { ids, quelle, kategorie }),
        lang,
      );
      return devices.map((d) => ({ ...d, GeraetTarifPaare: pairs.filter((p) => p.HandyId === d.Id) }));
    },

    /** One visible product; with `quelle` it must belong to that source, with `handyId` come its pairs with that device. */
    product: async (
      tenant: CatalogueTenant,
      id: number,
      query: ProductQuery = {},
      lang: Language = 'de',
    ): Promise<Product> => {
      const api = productApi(tenant);
      const rows = await catalogue.products(visibility(tenant), { ids: [id], quelle: query.quelle });
      const product = await oneProduct(tenant, rows, lang);
      if (query.handyId === undefined) return product;
      if (!api.deviceTariffPairs) throw new AppError('catalogue.pairs_not_offered');
      const t = await translator(texts, tenant.id, lang);
      const pairs = (await catalogue.pairs(visibility(tenant), { handyId: query.handyId, tarifId: id })).map(
        (row) => toPair(row, t),
      );
      if (pairs.length === 0) throw new AppError('common.not_found');
      return { ...product, GeraetTarifPaare: pairs };
    },

    productByExterneId: async (
      tenant: CatalogueTenant,
      externeId: string,
      lang: Language = 'de',
    ): Promise<Product> => {
      productApi(tenant);
      return oneProduct(tenant, await catalogue.products(visibility(tenant), { externeId }), lang);
    },

    /**
     * The tariffs a visible device comes with. A product API without pairs answers an empty list,
     * as a telecom product that is no device does: the category pages ask this of every product.
     */
    devicePairs: async (
      tenant: CatalogueTenant,
      handyId: number,
      lang: Language = 'de',
    ): Promise<DeviceTariffPair[]> => {
      const api = productApi(tenant);
      const [device] = await catalogue.products(visibility(tenant), { ids: [handyId] });
      if (!device) throw new AppError('common.not_found');
      if (!api.deviceTariffPairs) return [];
      const t = await translator(texts, tenant.id, lang);
      return (await catalogue.pairs(visibility(tenant), { handyId })).map((row) => toPair(row, t));
    },

    activeRewards: async (tenant: CatalogueTenant): Promise<Reward[]> =>
      (await activeRewardRows(tenant)).map((r) => toReward(r, tenant.mandant.Brand.Name)),

    /** The highest reward active today; 0 when none is. */
    maxReward: async (tenant: CatalogueTenant): Promise<MaxReward> => {
      const [top] = (await activeRewardRows(tenant)).sort((a, b) => b.wertCent - a.wertCent);
      return top ? { WertCent: top.wertCent, Wert: top.wert } : { WertCent: 0, Wert: formatRewardEuro(0) };
    },

    footnotes: async (
      tenant: CatalogueTenant,
      identifier?: string,
      lang: Language = 'de',
    ): Promise<Footnote[]> => {
      const [rows, t] = await Promise.all([
        catalogue.footnotes(tenant.id, identifier),
        translator(texts, tenant.id, lang),
      ]);
      return rows.map((f) => ({
        Id: f.id,
        Identifier: f.identifier,
        Titel: t(footnoteTextKey(f.identifier, 'title'), f.titel),
        Gruppe: f.gruppe,
        Inhalt: t(footnoteTextKey(f.identifier, 'text'), f.inhalt),
      }));
    },

    /** Names the images are drawn with; unknown (or hidden) ids are a 404. */
    categoryName: async (tenant: CatalogueTenant, id: number): Promise<string> => {
      const row = await catalogue.category(tenant.id, id);
      if (!row) throw new AppError('common.not_found');
      return row.name;
    },
    productName: async (tenant: CatalogueTenant, id: number): Promise<string> => {
      const [row] = await catalogue.products(visibility(tenant), { ids: [id] });
      if (!row) throw new AppError('common.not_found');
      return row.anzeigeName;
    },
    /** Any reward of the tenant, expired ones too: mails sent earlier still show their image. */
    reward: async (tenant: CatalogueTenant, id: number): Promise<Pick<Reward, 'Wert' | 'WertCent'>> => {
      const row = await catalogue.reward(tenant.id, id);
      if (!row) throw new AppError('common.not_found');
      return { Wert: row.wert, WertCent: row.wertCent };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
