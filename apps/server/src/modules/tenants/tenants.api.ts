/**
 * The tenants module's public face (decision 075): the tenant cache, the tenants table, the
 * portal's URLs, the console's tenant access, the text drafts and the console routes the
 * money-approvals module serves. Other modules import this file or `tenants.module.ts`, nothing
 * else of the module (scripts/module-graph.mjs checks it).
 */

export type { ConsoleTenantWrite } from './console-tenant.ts';
export { consoleTenant, consoleTenantWriter } from './console-tenant.ts';
export type { Tenant, TenantCache } from './tenant-cache.ts';
export { hostName } from './tenant-cache.ts';
export type { CheckPreviewToken } from './tenant-drafts.service.ts';
export { tenantDraftsConsoleRoutes } from './tenant-drafts-console.routes.ts';
export type { LiveTenantTexts, TenantTextDrafts } from './tenant-text-drafts.ts';
export { portalOrigin } from './tenant-urls.ts';
export { tenantIdOfKey, tenantKeyOf } from './tenants.queries.ts';
export { tenants } from './tenants.table.ts';
export { tenantsConsoleRoutes } from './tenants-console.routes.ts';
