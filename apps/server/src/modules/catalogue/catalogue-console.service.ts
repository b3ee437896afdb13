import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { productTextKey, rewardTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  ConsoleCatalogue,
  ConsoleCategoryInput,
  ConsoleFootnoteInput,
  ConsolePairInput,
  ConsoleProductInput,
  ConsoleRewardInput,
} from '@kwk/shared/operator/catalogue.schemas';
import {
  amountRaised,
  type MoneyAmountChange,
  type PendingMoneyChange,
  type ProductPayRaise,
  productPayAmount,
  productPayRaises,
  type RewardCatalogue,
} from '@kwk/shared/operator/money-raises';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Db } from '../../db/client.ts';
import { type ApplyMoneyRaise, type ProposeMoneyRaise, sameJson } from '../../lib/money-raise.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import { type ConsoleTenantWrite, consoleTenant, consoleTenantWriter } from '../tenants/console-tenant.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { CatalogueConsoleRepository, KeyedTable } from './catalogue-console.repository.ts';
import { findProductApi } from './product-apis.ts';

export type CatalogueKind = 'categories' | 'products' | 'pairs' | 'rewards' | 'footnotes';
export interface CatalogueInputs {
  categories: ConsoleCategoryInput;
  products: ConsoleProductInput;
  pairs: ConsolePairInput;
  rewards: ConsoleRewardInput;
  footnotes: ConsoleFootnoteInput;
}

/** The audit's name of each kind. */
const SUBJECT: Record<CatalogueKind, string> = {
  categories: 'category',
  products: 'product',
  pairs: 'pair',
  rewards: 'reward',
  footnotes: 'footnote',
};

const fieldError = (lang: Language, field: string) =>
  new AppError('common.validation', {
    fields: [{ path: `body.${field}`, message: VALIDATION_MESSAGES[lang].invalidField(field) }],
  });

/**
 * The console's catalogue of a tenant (issue 14): list everything, and create, change or delete a
 * category, product, device–tariff pair, reward or footnote. Every write runs in one transaction
 * with its audit row. A product or reward referrals use is not deleted (409 `catalogue.in_use`):
 * it is set inactive instead, which the tenant's pages follow at once (the catalogue is read from
 * the database on every call; nothing to invalidate). English names and reward texts are the
 * tenant's English texts (content module), as the tenant's pages read them.
 */
export function createCatalogueConsole(deps: {
  db: Db;
  repository: CatalogueConsoleRepository;
  content: ContentRepository;
  tenants: TenantCache;
  audit: AuditService;
  /** A raise of what is paid waits for a second admin (decision 047): the money-approvals module passes its proposal. */
  proposeMoneyRaise: ProposeMoneyRaise;
}) {
  const { db, repository, content, tenants } = deps;

  async function read(tx: Db, tenantId: string): Promise<Omit<ConsoleCatalogue, 'ProduktApi'>> {
    const [all, en] = await Promise.all([
      repository.everything(tx, tenantId),
      content.texts(tenantId, 'en', 'catalogue.'),
    ]);
    return {
      Kategorien: all.categories.map((c) => ({
        Id: c.id,
        Name: c.name,
        Quelle: c.quelle,
        Kategorie: c.kategorie,
        Position: c.position,
      })),
      Produkte: all.products.map((p) => {
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
          PraemienIds: all.links
            .filter((l) => l.productId === p.id)
            .map((l) => l.rewardId)
            .sort((a, b) => a - b),
          Aktiv: p.aktiv,
        };
      }),
      Paare: all.pairs.map((p) => {
        const d = p.details as Record<string, unknown>;
        return {
          Id: p.id,
          HandyId: p.handyId,
          TarifId: p.tarifId,
          GeraeteTyp: d.GeraeteTyp === 'tablet' ? 'tablet' : 'smartphone',
          Hersteller: String(d.Hersteller ?? ''),
          Klasse: (['S', 'M', 'L', 'XL'].includes(d.Klasse as string) ? d.Klasse : 'M') as
            | 'S'
            | 'M'
            | 'L'
            | 'XL',
          PreisHandy: Number(d.PreisHandy ?? 0),
          PreisTarif: Number(d.PreisTarif ?? 0),
          TarifHandyAnzeigeName: String(d.TarifHandyAnzeigeName ?? ''),
          TarifHandyBeschreibung: String(d.TarifHandyBeschreibung ?? ''),
          Position: Number(d.Position ?? 0),
          Aktion: d.Aktion === true,
          Aktionspreis: typeof d.Aktionspreis === 'number' ? d.Aktionspreis : null,
        };
      }),
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

  /** The row's columns for an input, after the checks against the tenant's other rows. */
  async function columns<K extends CatalogueKind>(
    tx: Db,
    tenantId: string,
    kind: K,
    input: CatalogueInputs[K],
    lang: Language,
    id: number | undefined,
  ): Promise<Record<string, unknown>> {
    switch (kind) {
      case 'categories': {
        const c = input as ConsoleCategoryInput;
        return { name: c.Name, quelle: c.Quelle, kategorie: c.Kategorie, position: c.Position };
      }
      case 'products': {
        const p = input as ConsoleProductInput;
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
      case 'pairs': {
        const p = input as ConsolePairInput;
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
      case 'rewards': {
        const r = input as ConsoleRewardInput;
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
        const f = input as ConsoleFootnoteInput;
        if (await repository.identifierTaken(tx, tenantId, f.Identifier, id))
          throw new AppError('catalogue.duplicate');
        return { identifier: f.Identifier, titel: f.Titel, gruppe: f.Gruppe, inhalt: f.Inhalt };
      }
    }
  }

  /** What follows a row: a product's rewards and English name, a reward's English text. */
  async function after<K extends CatalogueKind>(
    tx: Db,
    tenantId: string,
    kind: K,
    id: number,
    input: CatalogueInputs[K],
  ) {
    if (kind === 'products') {
      const p = input as ConsoleProductInput;
      await repository.setProductRewards(tx, tenantId, id, p.PraemienIds);
      await content.setText(tx, tenantId, 'en', productTextKey(id, 'name'), p.AnzeigeNameEn);
    }
    if (kind === 'rewards')
      await content.setText(tx, tenantId, 'en', rewardTextKey(id), (input as ConsoleRewardInput).TextEn);
  }

  const write = consoleTenantWriter(deps);

  /** The kinds whose change can raise money (decision 047): a reward row, a product's rewards. */
  type MoneyKind = 'rewards' | 'products';
  const MONEY_KIND = { rewards: 'reward', products: 'product' } as const;

  /**
   * A reward or product as a raise compares it: its columns without the tenant, for a product with
   * the rewards it earns; undefined when it is gone.
   */
  async function snapshotOf(tx: Db, kind: MoneyKind, tenantId: string, id: number) {
    const row = await repository.one(tx, kind, tenantId, id);
    if (!row) return undefined;
    const { tenantId: _tenant, ...rest } = row as Record<string, unknown>;
    if (kind === 'rewards') return rest;
    return { ...rest, PraemienIds: await repository.productRewardIds(tx, tenantId, id) };
  }

  /** Holds a change of a reward or product for a second admin; nothing of the row is written. */
  const propose = async (
    tx: Db,
    operatorId: string,
    tenantId: string,
    kind: MoneyKind,
    id: number | null,
    input: CatalogueInputs[MoneyKind],
    amounts: MoneyAmountChange[],
  ) =>
    deps.proposeMoneyRaise(tx, operatorId, {
      tenantId,
      kind: MONEY_KIND[kind],
      subjectId: id,
      before: id === null ? null : ((await snapshotOf(tx, kind, tenantId, id)) ?? null),
      after: input,
      amounts,
    });

  const amount = (Feld: string, AltCent: number | null, NeuCent: number): MoneyAmountChange => ({
    Feld,
    AltCent,
    NeuCent,
    AltStufen: null,
    NeuStufen: null,
  });
  /** A new product's number while the raise rule compares it (the tenant's numbers start at 1). */
  const NEW_PRODUCT = 0;

  /**
   * The products a product's rewards or a reward's terms make pay more on some day (decision 047,
   * addendum): the rule compares the tenant's rewards and links before and after the change.
   */
  async function payRaises(
    tx: Db,
    tenantId: string,
    change:
      | { kind: 'products'; id: number; input: ConsoleProductInput }
      | { kind: 'rewards'; id: number; input: ConsoleRewardInput },
  ): Promise<ProductPayRaise[]> {
    const before: RewardCatalogue = await repository.rewardCatalogue(tx, tenantId);
    if (change.kind === 'products')
      return productPayRaises(before, {
        ...before,
        Links: [
          ...before.Links.filter((l) => l.ProduktId !== change.id),
          ...[...new Set(change.input.PraemienIds)].map((PraemieId) => ({ ProduktId: change.id, PraemieId })),
        ],
      });
    const r = change.input;
    return productPayRaises(before, {
      ...before,
      Praemien: before.Praemien.map((x) =>
        x.Id === change.id
          ? {
              Id: x.Id,
              WertCent: r.WertCent,
              Aktiv: r.Aktiv,
              Startdatum: r.Startdatum,
              Enddatum: r.Enddatum ?? null,
              EnddatumAnzeige: r.EnddatumAnzeige ?? null,
            }
          : x,
      ),
    });
  }

  /**
   * What a save of a reward or product holds for a second admin, if anything: a new reward, a
   * higher amount (the amount shown), or a change that makes some product pay more on some day (its
   * highest reward shown, old → new, on the first such day); undefined when it raises nothing.
   */
  async function raiseOf(
    tx: Db,
    tenantId: string,
    kind: CatalogueKind,
    id: number | null,
    input: CatalogueInputs[CatalogueKind],
    before: Record<string, unknown> | undefined,
  ): Promise<MoneyAmountChange[] | undefined> {
    if (kind === 'rewards') {
      const reward = input as ConsoleRewardInput;
      const was = (before?.wertCent as number | undefined) ?? null;
      if (id === null || amountRaised(was, reward.WertCent))
        return [amount('WertCent', was, reward.WertCent)];
      const raises = await payRaises(tx, tenantId, { kind, id, input: reward });
      return raises.length > 0 ? raises.map(productPayAmount) : undefined;
    }
    if (kind === 'products') {
      const product = input as ConsoleProductInput;
      const [raise] = await payRaises(tx, tenantId, { kind, id: id ?? NEW_PRODUCT, input: product });
      return raise ? [amount('HoechstePraemieCent', raise.AltCent, raise.NeuCent)] : undefined;
    }
    return undefined;
  }
  const record = (
    audit: ConsoleTenantWrite['audit'],
    action: string,
    kind: CatalogueKind,
    id: number,
    fields?: string[],
  ) =>
    audit(`catalogue.${SUBJECT[kind]}.${action}`, `${SUBJECT[kind]}:${id}`, fields ? { fields } : undefined);

  /** An approved change of a reward or product, written by the approver if the row is as proposed. */
  const applier =
    (kind: MoneyKind): ApplyMoneyRaise =>
    async (tx, operatorId, change) => {
      const input = change.after as CatalogueInputs[MoneyKind];
      const audit = (action: string, id: number) =>
        deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: `catalogue.${SUBJECT[kind]}.${action}`,
          tenantId: change.tenantId,
          subject: `${SUBJECT[kind]}:${id}`,
          details: { fields: Object.keys(input), moneyApproval: true },
        });
      const values = await columns(tx, change.tenantId, kind, input, 'de', change.subjectId ?? undefined);
      if (change.subjectId === null) {
        const row = await repository.insert(tx, kind, { tenantId: change.tenantId, ...values } as never);
        await after(tx, change.tenantId, kind, row.id, input);
        await audit('create', row.id);
        return { applied: true, id: row.id };
      }
      const now = await snapshotOf(tx, kind, change.tenantId, change.subjectId);
      if (!now || !sameJson(now, change.before)) return { applied: false };
      await repository.update(tx, kind, change.tenantId, change.subjectId, values as never);
      await after(tx, change.tenantId, kind, change.subjectId, input);
      await audit('update', change.subjectId);
      return { applied: true, id: change.subjectId };
    };

  return {
    async tenants(): Promise<{ Key: string; Name: string }[]> {
      return (await tenants.all())
        .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
        .sort((a, b) => a.Key.localeCompare(b.Key));
    },

    async catalogue(tenantKey: string): Promise<ConsoleCatalogue> {
      const tenant = await consoleTenant(tenants, tenantKey);
      const stored: unknown = tenant.mandant.Brand.ProductApi;
      const api = findProductApi(stored);
      return {
        ...(await read(db, tenant.id)),
        ProduktApi: {
          Name: typeof stored === 'string' ? stored : null,
          Bekannt: api !== undefined,
          GeraetTarifPaare: api?.deviceTariffPairs ?? false,
        },
      };
    },

    /**
     * Adds a row under the tenant's next number; answers its id. A new reward is a raise (money
     * no product earned before), and so is a new product earning a paying reward (decision 047,
     * addendum): it waits for a second admin and answers the pending change.
     */
    async create<K extends CatalogueKind>(
      operatorId: string,
      tenantKey: string,
      kind: K,
      input: CatalogueInputs[K],
      lang: Language,
    ): Promise<{ id: number } | { pending: PendingMoneyChange }> {
      return write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const values = await columns(tx, tenant.id, kind, input, lang, undefined);
        const raised = await raiseOf(tx, tenant.id, kind, null, input, undefined);
        if (raised)
          return {
            pending: await propose(
              tx,
              operatorId,
              tenant.id,
              kind as MoneyKind,
              null,
              input as never,
              raised,
            ),
          };
        const row = await repository.insert(
          tx,
          kind as KeyedTable,
          { tenantId: tenant.id, ...values } as never,
        );
        await after(tx, tenant.id, kind, row.id, input);
        await record(audit, 'create', kind, row.id, Object.keys(input));
        return { id: row.id };
      });
    },

    async update<K extends CatalogueKind>(
      operatorId: string,
      tenantKey: string,
      kind: K,
      id: number,
      input: CatalogueInputs[K],
      lang: Language,
    ): Promise<PendingMoneyChange | undefined> {
      return write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        const before = await repository.one(tx, kind, tenant.id, id);
        if (!before) throw new AppError('common.not_found');
        const values = await columns(tx, tenant.id, kind, input, lang, id);
        // A raise waits whole for a second admin; a change that raises nothing applies at once.
        const raised = await raiseOf(tx, tenant.id, kind, id, input, before as Record<string, unknown>);
        if (raised) return propose(tx, operatorId, tenant.id, kind as MoneyKind, id, input as never, raised);
        await repository.update(tx, kind, tenant.id, id, values as never);
        await after(tx, tenant.id, kind, id, input);
        await record(audit, 'update', kind, id, Object.keys(input));
        return undefined;
      });
    },

    /**
     * Applies an approved reward raise (money-approvals' call, in its transaction): a new reward is
     * added; a changed one only if its row is still what it was when the raise was proposed.
     */
    applyMoneyRaise: applier('rewards'),
    /** Applies an approved product change that made it pay more (decision 047, addendum), alike. */
    applyProductRaise: applier('products'),

    /**
     * Deletes a row nothing depends on: a product without referrals or pairs, a reward no
     * referral's product earns, a category without products; else 409.
     */
    async remove(operatorId: string, tenantKey: string, kind: CatalogueKind, id: number): Promise<void> {
      await write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
        if (!(await repository.one(tx, kind, tenant.id, id))) throw new AppError('common.not_found');
        if (kind === 'products' && (await repository.productInUse(tx, tenant.id, id)))
          throw new AppError('catalogue.in_use');
        if (kind === 'rewards' && (await repository.rewardInUse(tx, tenant.id, id)))
          throw new AppError('catalogue.in_use');
        if (kind === 'categories' && (await repository.categoryHasProducts(tx, tenant.id, id)))
          throw new AppError('catalogue.category_not_empty');
        if (kind === 'products') {
          await repository.setProductRewards(tx, tenant.id, id, []);
          for (const field of ['name', 'line1', 'line2', 'line3', 'line4'] as const)
            await content.setText(tx, tenant.id, 'en', productTextKey(id, field), null);
        }
        if (kind === 'rewards') {
          await repository.unlinkReward(tx, tenant.id, id);
          await content.setText(tx, tenant.id, 'en', rewardTextKey(id), null);
        }
        await repository.remove(tx, kind, tenant.id, id);
        await record(audit, 'delete', kind, id);
      });
    },
  };
}

export type CatalogueConsole = ReturnType<typeof createCatalogueConsole>;
