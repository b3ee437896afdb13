import type { TenantRow } from './tenants.repository.ts';

/**
 * Development only: every tenant's widget may also be framed by the demo host page's origins
 * (config.devFrameOrigins). Applied to the rows as they are loaded into the cache, so the CSP's
 * frame-ancestors and the portal's message target agree; the stored configuration is unchanged.
 */
export function withDevFrameOrigins(rows: TenantRow[], extra: readonly string[]): TenantRow[] {
  if (extra.length === 0) return rows;
  return rows.map((row) => ({
    ...row,
    brand: {
      ...row.brand,
      FrameOrigins: [...new Set([...row.brand.FrameOrigins, ...extra])],
    },
  }));
}
