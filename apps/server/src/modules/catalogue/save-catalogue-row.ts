import type { Language } from '@kwk/shared/errors/error-codes';
import type { PendingMoneyChange } from '@kwk/shared/operator/money-raises';
import { AppError } from '../../plugins/app-error.ts';
import type { KeyedTable } from './catalogue-console.repository.ts';
import {
  type CatalogueConsoleContext,
  type CatalogueInputs,
  type CatalogueKind,
  type MoneyKind,
  recordRowChange,
} from './catalogue-console-context.ts';
import { proposeRaise, raiseOf } from './catalogue-money-raise.ts';
import { afterRowWrite, rowColumns } from './catalogue-row-values.ts';

/** What a create names: who, the tenant, the kind, the input and the language of a refusal. */
export type RowCreate<K extends CatalogueKind> = [
  operatorId: string,
  tenantKey: string,
  kind: K,
  input: CatalogueInputs[K],
  lang: Language,
];
/** What an update names: as a create, and the row's number. */
export type RowUpdate<K extends CatalogueKind> = [
  operatorId: string,
  tenantKey: string,
  kind: K,
  id: number,
  input: CatalogueInputs[K],
  lang: Language,
];

/**
 * Adds a row under the tenant's next number; answers its id. A new reward is a raise (money
 * no product earned before), and so is a new product earning a paying reward (decision 047,
 * addendum): it waits for a second admin and answers the pending change.
 */
export async function createCatalogueRow<K extends CatalogueKind>(
  ctx: CatalogueConsoleContext,
  ...[operatorId, tenantKey, kind, input, lang]: RowCreate<K>
): Promise<{ id: number } | { pending: PendingMoneyChange }> {
  return ctx.write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
    const values = await rowColumns(ctx, tx, tenant.id, kind, input, lang, undefined);
    const raised = await raiseOf(ctx, tx, tenant.id, kind, null, input, undefined);
    if (raised)
      return {
        pending: await proposeRaise(
          ctx,
          tx,
          operatorId,
          tenant.id,
          kind as MoneyKind,
          null,
          input as never,
          raised,
        ),
      };
    const row = await ctx.repository.insert(
      tx,
      kind as KeyedTable,
      { tenantId: tenant.id, ...values } as never,
    );
    await afterRowWrite(ctx, tx, tenant.id, kind, row.id, input);
    await recordRowChange(audit, 'create', kind, row.id, Object.keys(input));
    return { id: row.id };
  });
}

/** Changes a row; a change that raises money waits for a second admin and answers the pending change. */
export async function updateCatalogueRow<K extends CatalogueKind>(
  ctx: CatalogueConsoleContext,
  ...[operatorId, tenantKey, kind, id, input, lang]: RowUpdate<K>
): Promise<PendingMoneyChange | undefined> {
  return ctx.write(operatorId, tenantKey, async ({ tx, tenant, audit }) => {
    const before = await ctx.repository.one(tx, kind, tenant.id, id);
    if (!before) throw new AppError('common.not_found');
    const values = await rowColumns(ctx, tx, tenant.id, kind, input, lang, id);
    // A raise waits whole for a second admin; a change that raises nothing applies at once.
    const raised = await raiseOf(ctx, tx, tenant.id, kind, id, input, before as Record<string, unknown>);
    if (raised)
      return proposeRaise(ctx, tx, operatorId, tenant.id, kind as MoneyKind, id, input as never, raised);
    await ctx.repository.update(tx, kind, tenant.id, id, values as never);
    await afterRowWrite(ctx, tx, tenant.id, kind, id, input);
    await recordRowChange(audit, 'update', kind, id, Object.keys(input));
    return undefined;
  });
}
