import {
  type CatalogueConsoleDeps,
  type CatalogueKind,
  catalogueConsoleContext,
} from './catalogue-console-context.ts';
import { listCatalogueTenants, showConsoleCatalogue } from './catalogue-console-view.ts';
import { approvedRaiseApplier } from './catalogue-money-raise.ts';
import { removeCatalogueRow } from './remove-catalogue-row.ts';
import {
  createCatalogueRow,
  type RowCreate,
  type RowUpdate,
  updateCatalogueRow,
} from './save-catalogue-row.ts';

export type { CatalogueInputs, CatalogueKind } from './catalogue-console-context.ts';

/**
 * The console's catalogue of a tenant (issue 14): list everything, and create, change or delete a
 * category, product, device–tariff pair, reward or footnote. Every write runs in one transaction
 * with its audit row. A product or reward referrals use is not deleted (409 `catalogue.in_use`):
 * it is set inactive instead, which the tenant's pages follow at once (the catalogue is read from
 * the database on every call; nothing to invalidate). English names and reward texts are the
 * tenant's English texts (content module), as the tenant's pages read them. Each use case is a
 * file of its own (decision 045).
 */
export function createCatalogueConsole(deps: CatalogueConsoleDeps) {
  const ctx = catalogueConsoleContext(deps);
  return {
    tenants: () => listCatalogueTenants(ctx),
    catalogue: (tenantKey: string) => showConsoleCatalogue(ctx, tenantKey),
    /** Adds a row, or holds it for a second admin when it raises money (decision 047). */
    create: <K extends CatalogueKind>(...args: RowCreate<K>) => createCatalogueRow(ctx, ...args),
    /** Changes a row, or holds the change for a second admin when it raises money. */
    update: <K extends CatalogueKind>(...args: RowUpdate<K>) => updateCatalogueRow(ctx, ...args),
    /**
     * Applies an approved reward raise (money-approvals' call, in its transaction): a new reward is
     * added; a changed one only if its row is still what it was when the raise was proposed.
     */
    applyMoneyRaise: approvedRaiseApplier(ctx, 'rewards'),
    /** Applies an approved product change that made it pay more (decision 047, addendum), alike. */
    applyProductRaise: approvedRaiseApplier(ctx, 'products'),
    /** Deletes a row nothing depends on; else 409. */
    remove: (operatorId: string, tenantKey: string, kind: CatalogueKind, id: number) =>
      removeCatalogueRow(ctx, operatorId, tenantKey, kind, id),
  };
}

export type CatalogueConsole = ReturnType<typeof createCatalogueConsole>;
