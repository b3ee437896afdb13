import { defineModule } from '../../lib/app-module.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';

/**
 * The audit log (issue 14): at the bottom of the graph, so every module can record into it inside
 * its own transaction. Its console screen (search, export) lives in the operators module.
 */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  services: (ctx) => ({
    audit: createAuditService({ db: ctx.db, clock: ctx.clock, repository: createAuditRepository() }),
  }),
});
