import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createPartnerKeysRepository } from './partner-keys.repository.ts';
import { createPartnerKeysService } from './partner-keys.service.ts';

/** The partners' API keys and their permissions (decision 011). */
export const partnerKeysModule = defineModule({
  name: 'partner-keys',
  needs: ['tenants'],
  services: ({ db, clock }, { tenants }: ProvidedBy<typeof tenantsModule>) => ({
    partnerKeys: createPartnerKeysService({ clock, tenants, keys: createPartnerKeysRepository({ db }) }),
  }),
});
