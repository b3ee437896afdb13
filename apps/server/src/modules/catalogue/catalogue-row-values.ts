import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { productTextKey, rewardTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  type CatalogueConsoleContext,
  type CatalogueInputs,
  type CatalogueKind,
  fieldError,
} from './catalogue-console-context.ts';

/** The row's columns for an input, after the checks against the tenant's other rows. */
export async function rowColumns<K extends CatalogueKind>(
  ctx: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
  kind: K,
  input: CatalogueInputs[K],
  lang: Language,
  id: number | undefined,
): Promise<Record<string, unknown>> {
  switch (kind) {
    case 'categories': {
      const c = input as CatalogueInputs['categories'];
      return { name: c.Name, quelle: c.Quelle, kategorie: c.Kategorie, position: c.Position };
    }
    case 'products':
      return productColumns(ctx, tx, tenantId, input as CatalogueInputs['products'], lang, id);
    case 'pairs':
      return pairColumns(ctx, tx, tenantId, input as CatalogueInputs['pairs'], lang);
    case 'rewards': {
      const r = input as CatalogueInputs['rewards'];
      return {
        wert: formatRewardEuro(r.WertCent),
        wertCent: r.WertCent,
        art: r.Art,
        text: r.Text,
        startdatum: r.Startdatum,
        enddatum: r.Enddatum,
        enddatumAnzeige: r.EnddatumAnzeige,
        aktiv: r.Aktiv,
      };
    }
    default: {
      const f = input as CatalogueInputs['footnotes'];
      if (await ctx.repository.identifierTaken(tx, tenantId, f.Identifier, id))
        throw new AppError('catalogue.duplicate');
      return { identifier: f.Identifier, titel: f.Titel, gruppe: f.Gruppe, inhalt: f.Inhalt };
    }
  }
}

async function productColumns(
  { repository }: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
  p: CatalogueInputs['products'],
  lang: Language,
  id: number | undefined,
): Promise<Record<string, unknown>> {
  if (!(await repository.one(tx, 'categories', tenantId, p.KategorieId)))
    throw fieldError(lang, 'KategorieId');
  const known = await repository.existingIds(tx, 'rewards', tenantId, p.PraemienIds);
  if (known.length !== new Set(p.PraemienIds).size) throw fieldError(lang, 'PraemienIds');
  if (await repository.externeIdTaken(tx, tenantId, p.ExterneId, id))
    throw new AppError('catalogue.duplicate');
  // The tariff fields the console does not edit (Kategorie DP/TP, Provision, …) stay as they are.
  const before = id === undefined ? undefined : await repository.one(tx, 'products', tenantId, id);
  return {
    externeId: p.ExterneId,
    categoryId: p.KategorieId,
    name: p.Name,
    anzeigeName: p.AnzeigeName,
    position: p.Position,
    aktiv: p.Aktiv,
    details: {
      ...((before?.details as Record<string, unknown> | undefined) ?? {}),
      PreisMonatlich: p.PreisMonatlich,
      PreisEinmalig: p.PreisEinmalig,
      Beschreibung1: p.Beschreibung1,
      Beschreibung2: p.Beschreibung2,
      Beschreibung3: p.Beschreibung3,
      Beschreibung4: p.Beschreibung4,
      Fussnote: p.Fussnote,
    },
  };
}

async function pairColumns(
  { repository }: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
  p: CatalogueInputs['pairs'],
  lang: Language,
): Promise<Record<string, unknown>> {
  const device = await repository.one(tx, 'products', tenantId, p.HandyId);
  if (!device) throw fieldError(lang, 'HandyId');
  const tariff = await repository.one(tx, 'products', tenantId, p.TarifId);
  if (!tariff) throw fieldError(lang, 'TarifId');
  const { HandyId, TarifId, ...rest } = p;
  const beschreibung = (device.details as Record<string, unknown>).Beschreibung1;
  return {
    handyId: HandyId,
    tarifId: TarifId,
    details: {
      ...rest,
      HandyAnzeigeName: device.anzeigeName,
      HandyBeschreibung: typeof beschreibung === 'string' ? beschreibung : '',
      TarifAnzeigeName: tariff.anzeigeName,
      TopPosition: null,
    },
  };
}

/** What follows a row: a product's rewards and English name, a reward's English text. */
export async function afterRowWrite<K extends CatalogueKind>(
  { repository, content }: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
  kind: K,
  id: number,
  input: CatalogueInputs[K],
) {
  if (kind === 'products') {
    const p = input as CatalogueInputs['products'];
    await repository.setProductRewards(tx, tenantId, id, p.PraemienIds);
    await content.setText(tx, tenantId, 'en', productTextKey(id, 'name'), p.AnzeigeNameEn);
  }
  if (kind === 'rewards')
    await content.setText(
      tx,
      tenantId,
      'en',
      rewardTextKey(id),
      (input as CatalogueInputs['rewards']).TextEn,
    );
}
