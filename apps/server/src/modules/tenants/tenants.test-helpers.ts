import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import type { TestContext } from '../../test/test-app.ts';

/** What the console sends back when it saves: the detail without its read-only parts. */
export const saveBody = (detail: TenantDetail) =>
  structuredClone({
    Version: detail.Version,
    Hosts: detail.Hosts,
    Settings: detail.Settings,
    Brand: detail.Brand,
  });

/** Sets one of a tenant's rules (`settings.Rules`) in the table and drops the cached tenants. */
export async function setTenantRule(
  t: TestContext,
  tenant: string,
  rule: string,
  value: unknown,
): Promise<void> {
  await t.database.query(
    `update tenants set settings = jsonb_set(settings, array['Rules', $2::text], $3::jsonb) where key = $1`,
    [tenant, rule, JSON.stringify(value)],
  );
  t.app.services.tenants.invalidate();
}
