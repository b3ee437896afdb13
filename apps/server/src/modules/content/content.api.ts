/**
 * The content module's public face (decision 075): the tenant texts' table and read queries, the
 * content repository, and the campaigns' console routes the money-approvals module serves. Other
 * modules import this file or `content.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export { campaignsConsoleRoutes } from './campaigns-console.routes.ts';
export { productNameTexts, runningCampaignsJson } from './content.queries.ts';
export type { ContentRecords } from './content.repository.ts';
export { tenantTexts } from './content.table.ts';
