import type { Db } from '../../db/client.ts';
import { tenants } from './tenants.table.ts';

export type TenantRow = typeof tenants.$inferSelect;

export function createTenantsRepository({ db }: { db: Db }) {
  return {
    listAll: (): Promise<TenantRow[]> => db.select().from(tenants).orderBy(tenants.createdAt, tenants.key),
  };
}
