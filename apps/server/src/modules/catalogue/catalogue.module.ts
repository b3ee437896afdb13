import { defineModule } from '../../lib/app-module.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';

/** Products, rewards and their pictures. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: [],
  services: ({ db, clock }) => ({
    catalogue: createCatalogueService({ catalogue: createCatalogueRepository({ db }), clock }),
  }),
  tenantRoutes: ({ catalogue }) => [catalogueRoutes({ catalogue })],
});
