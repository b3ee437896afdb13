/**
 * The audit module's public face (decision 075): the audit service (recording inside the caller's
 * transaction) and the CSV line the exports share. Other modules import this file or
 * `audit.module.ts`, nothing else of the module (scripts/module-graph.mjs checks it).
 */

export { auditConsoleRoutes } from './audit.console-routes.ts';
export type { AuditNames } from './audit.repository.ts';
export type { AuditActor, AuditService } from './audit.service.ts';
export { csvLine } from './audit-csv.ts';
