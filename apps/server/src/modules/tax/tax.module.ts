import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { taxRoutes } from './tax.routes.ts';
import { createTaxExportRepository } from './tax-export.repository.ts';
import { createTaxExportService } from './tax-export.service.ts';

type Uses = ProvidedBy<typeof auditModule> & Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * The tax export (issue 15, §22 Nr. 3 EStG): owns no table; reads what reward credits were paid to
 * which referrer (joins only, docs/modules.md) and records each export in the audit log. Nothing
 * depends on it. The referrer's own notice (the year's sum, the limit before a choice) lives with
 * the reward pickup and the personal area; the rule itself is shared (`tax/tax-free-limit`).
 */
export const taxModule = defineModule({
  name: 'tax',
  needs: ['audit', 'tenants'],
  services: ({ db }, { audit, tenants }: Uses) => ({
    taxExport: createTaxExportService({ db, tenants, audit, repository: createTaxExportRepository() }),
  }),
  consoleRoutes: ({ taxExport }) => [taxRoutes({ taxExport })],
});
