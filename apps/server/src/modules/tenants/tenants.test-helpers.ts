import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';

/** What the console sends back when it saves: the detail without its read-only parts. */
export const saveBody = (detail: TenantDetail) =>
  structuredClone({
    Version: detail.Version,
    Hosts: detail.Hosts,
    Settings: detail.Settings,
    Brand: detail.Brand,
  });
