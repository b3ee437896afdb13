import { productTextKey, rewardTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { ConsoleCatalogue } from '@kwk/shared/operator/catalogue.schemas';
import type { Db } from '../../db/client.ts';
import { consoleTenant } from '../tenants/tenants.api.ts';
import type { CatalogueConsoleRepository } from './catalogue-console.repository.ts';
import type { CatalogueConsoleContext } from './catalogue-console-context.ts';
import { findProductApi } from './product-apis.ts';

type Everything = Awaited<ReturnType<CatalogueConsoleRepository['everything']>>;
type EnglishTexts = Record<string, string>;

/** The tenants an operator can pick, by key. */
export async function listCatalogueTenants(
  ctx: CatalogueConsoleContext,
): Promise<{ Key: string; Name: string }[]> {
  return (await ctx.tenants.all())
    .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
    .sort((a, b) => a.Key.localeCompare(b.Key));
}

/** The tenant's whole catalogue as the console shows it, with what its product API can do. */
export async function showConsoleCatalogue(
  ctx: CatalogueConsoleContext,
  tenantKey: string,
): Promise<ConsoleCatalogue> {
  const tenant = await consoleTenant(ctx.tenants, tenantKey);
  const stored: unknown = tenant.mandant.Brand.ProductApi;
  const api = findProductApi(stored);
  return {
    ...(await readConsoleCatalogue(ctx, ctx.db, tenant.id)),
    ProduktApi: {
      Name: typeof stored === 'string' ? stored : null,
      Bekannt: api !== undefined,
      GeraetTarifPaare: api?.deviceTariffPairs ?? false,
    },
  };
}

async function readConsoleCatalogue(
  ctx: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
): Promise<Omit<ConsoleCatalogue, 'ProduktApi'>> {
  const [all, en] = await Promise.all([
    ctx.repository.everything(tx, tenantId),
    ctx.content.texts(tenantId, 'en', 'catalogue.'),
  ]);
  return {
    Kategorien: all.categories.map((c) => ({
      Id: c.id,
      Name: c.name,
      Quelle: c.quelle,
      Kategorie: c.kategorie,
      Position: c.position,
    })),
    Produkte: all.products.map((p) => productView(p, all.links, en)),
    Paare: all.pairs.map(pairView),
    Praemien: all.rewards.map((r) => ({
      Id: r.id,
      Wert: r.wert,
      WertCent: r.wertCent,
      Art: r.art,
      Text: r.text,
      TextEn: en[rewardTextKey(r.id)] ?? null,
      Startdatum: r.startdatum,
      Enddatum: r.enddatum,
      EnddatumAnzeige: r.enddatumAnzeige,
      Aktiv: r.aktiv,
    })),
    Fussnoten: all.footnotes.map((f) => ({
      Id: f.id,
      Identifier: f.identifier,
      Titel: f.titel,
      Gruppe: f.gruppe,
      Inhalt: f.inhalt,
    })),
  };
}

function productView(
  p: Everything['products'][number],
  links: Everything['links'],
  en: EnglishTexts,
): ConsoleCatalogue['Produkte'][number] {
  const d = p.details as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : null);
  const num = (k: string) => (typeof d[k] === 'number' ? (d[k] as number) : null);
  return {
    Id: p.id,
    ExterneId: p.externeId,
    KategorieId: p.categoryId,
    Name: p.name,
    AnzeigeName: p.anzeigeName,
    AnzeigeNameEn: en[productTextKey(p.id, 'name')] ?? null,
    Position: p.position,
    PreisMonatlich: num('PreisMonatlich'),
    PreisEinmalig: num('PreisEinmalig'),
    Beschreibung1: str('Beschreibung1'),
    Beschreibung2: str('Beschreibung2'),
    Beschreibung3: str('Beschreibung3'),
    Beschreibung4: str('Beschreibung4'),
    Fussnote: str('Fussnote'),
    PraemienIds: links
      .filter((l) => l.productId === p.id)
      .map((l) => l.rewardId)
      .sort((a, b) => a - b),
    Aktiv: p.aktiv,
  };
}

function pairView(p: Everything['pairs'][number]): ConsoleCatalogue['Paare'][number] {
  const d = p.details as Record<string, unknown>;
  return {
    Id: p.id,
    HandyId: p.handyId,
    TarifId: p.tarifId,
    GeraeteTyp: d.GeraeteTyp === 'tablet' ? 'tablet' : 'smartphone',
    Hersteller: String(d.Hersteller ?? ''),
    Klasse: (['S', 'M', 'L', 'XL'].includes(d.Klasse as string) ? d.Klasse : 'M') as 'S' | 'M' | 'L' | 'XL',
    PreisHandy: Number(d.PreisHandy ?? 0),
    PreisTarif: Number(d.PreisTarif ?? 0),
    TarifHandyAnzeigeName: String(d.TarifHandyAnzeigeName ?? ''),
    TarifHandyBeschreibung: String(d.TarifHandyBeschreibung ?? ''),
    Position: Number(d.Position ?? 0),
    Aktion: d.Aktion === true,
    Aktionspreis: typeof d.Aktionspreis === 'number' ? d.Aktionspreis : null,
  };
}
