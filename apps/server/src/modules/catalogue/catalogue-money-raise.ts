import type { ConsoleProductInput, ConsoleRewardInput } from '@kwk/shared/operator/catalogue.schemas';
import {
  amountRaised,
  type MoneyAmountChange,
  type ProductPayRaise,
  productPayAmount,
  productPayRaises,
  type RewardCatalogue,
} from '@kwk/shared/operator/money-raises';
import type { Db } from '../../db/client.ts';
import { type ApplyMoneyRaise, sameJson } from '../../lib/money-raise.ts';
import {
  type CatalogueConsoleContext,
  type CatalogueInputs,
  type CatalogueKind,
  type MoneyKind,
  SUBJECT,
} from './catalogue-console-context.ts';
import { afterRowWrite, rowColumns } from './catalogue-row-values.ts';

const MONEY_KIND = { rewards: 'reward', products: 'product' } as const;

/**
 * A reward or product as a raise compares it: its columns without the tenant, for a product with
 * the rewards it earns; undefined when it is gone.
 */
async function snapshotOf(
  ctx: CatalogueConsoleContext,
  tx: Db,
  kind: MoneyKind,
  tenantId: string,
  id: number,
) {
  const row = await ctx.repository.one(tx, kind, tenantId, id);
  if (!row) return undefined;
  const { tenantId: _tenant, ...rest } = row as Record<string, unknown>;
  if (kind === 'rewards') return rest;
  return { ...rest, PraemienIds: await ctx.repository.productRewardIds(tx, tenantId, id) };
}

/** Holds a change of a reward or product for a second admin; nothing of the row is written. */
export const proposeRaise = async (
  ctx: CatalogueConsoleContext,
  tx: Db,
  operatorId: string,
  tenantId: string,
  kind: MoneyKind,
  id: number | null,
  input: CatalogueInputs[MoneyKind],
  amounts: MoneyAmountChange[],
) =>
  ctx.proposeMoneyRaise(tx, operatorId, {
    tenantId,
    kind: MONEY_KIND[kind],
    subjectId: id,
    before: id === null ? null : ((await snapshotOf(ctx, tx, kind, tenantId, id)) ?? null),
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
  ctx: CatalogueConsoleContext,
  tx: Db,
  tenantId: string,
  change:
    | { kind: 'products'; id: number; input: ConsoleProductInput }
    | { kind: 'rewards'; id: number; input: ConsoleRewardInput },
): Promise<ProductPayRaise[]> {
  const before: RewardCatalogue = await ctx.repository.rewardCatalogue(tx, tenantId);
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
export async function raiseOf(
  ctx: CatalogueConsoleContext,
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
    if (id === null || amountRaised(was, reward.WertCent)) return [amount('WertCent', was, reward.WertCent)];
    const raises = await payRaises(ctx, tx, tenantId, { kind, id, input: reward });
    return raises.length > 0 ? raises.map(productPayAmount) : undefined;
  }
  if (kind === 'products') {
    const product = input as ConsoleProductInput;
    const [raise] = await payRaises(ctx, tx, tenantId, { kind, id: id ?? NEW_PRODUCT, input: product });
    return raise ? [amount('HoechstePraemieCent', raise.AltCent, raise.NeuCent)] : undefined;
  }
  return undefined;
}

/** An approved change of a reward or product, written by the approver if the row is as proposed. */
export const approvedRaiseApplier =
  (ctx: CatalogueConsoleContext, kind: MoneyKind): ApplyMoneyRaise =>
  async (tx, operatorId, change) => {
    const input = change.after as CatalogueInputs[MoneyKind];
    const audit = (action: string, id: number) =>
      ctx.audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action: `catalogue.${SUBJECT[kind]}.${action}`,
        tenantId: change.tenantId,
        subject: `${SUBJECT[kind]}:${id}`,
        details: { fields: Object.keys(input), moneyApproval: true },
      });
    const values = await rowColumns(
      ctx,
      tx,
      change.tenantId,
      kind,
      input,
      'de',
      change.subjectId ?? undefined,
    );
    if (change.subjectId === null) {
      const row = await ctx.repository.insert(tx, kind, { tenantId: change.tenantId, ...values } as never);
      await afterRowWrite(ctx, tx, change.tenantId, kind, row.id, input);
      await audit('create', row.id);
      return { applied: true, id: row.id };
    }
    const now = await snapshotOf(ctx, tx, kind, change.tenantId, change.subjectId);
    if (!now || !sameJson(now, change.before)) return { applied: false };
    await ctx.repository.update(tx, kind, change.tenantId, change.subjectId, values as never);
    await afterRowWrite(ctx, tx, change.tenantId, kind, change.subjectId, input);
    await audit('update', change.subjectId);
    return { applied: true, id: change.subjectId };
  };
