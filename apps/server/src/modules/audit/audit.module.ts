import { defineModule } from '../../lib/app-module.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';

/**
 * The audit log (issue 14): at the bottom of the graph, so every module can record into it inside
 * its own transaction. Its console screen (search, CSV export, the chain's check) is served by the
 * operators module, which passes the names of tenants and operators (`AuditNames`).
 */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  services: (ctx) => ({
    audit: createAuditService({
      db: ctx.db,
      clock: ctx.clock,
      repository: createAuditRepository(ctx.config.auditChainKey),
      chainRule: { key: ctx.config.auditChainKey, unkeyedRows: ctx.config.auditUnkeyedRows },
    }),
  }),
});
