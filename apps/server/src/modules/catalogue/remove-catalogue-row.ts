import { productTextKey, rewardTextKey } from '@kwk/shared/content/tenant-text-keys';
import { AppError } from '../../plugins/app-error.ts';
import {
  type CatalogueConsoleContext,
  type CatalogueKind,
  recordRowChange,
} from './catalogue-console-context.ts';

/**
 * Deletes a row nothing depends on: a product without referrals or pairs, a reward no
 * referral's product earns, a category without products; else 409.
 */
export async function removeCatalogueRow(
  { write, repository, content }: CatalogueConsoleContext,
  operatorId: string,
  tenantKey: string,
  kind: CatalogueKind,
  id: number,
): Promise<void> {
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
    await recordRowChange(audit, 'delete', kind, id);
  });
}
