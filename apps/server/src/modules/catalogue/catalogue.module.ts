import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { contentModule } from '../content/content.module.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';

/** Products, rewards and their pictures. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: ['content'],
  services: ({ db, clock }, { content }: ProvidedBy<typeof contentModule>) => ({
    // Catalogue texts in other languages are the content module's tenant texts (decision 016).
    catalogue: createCatalogueService({
      catalogue: createCatalogueRepository({ db }),
      texts: content.texts,
      clock,
    }),
  }),
  tenantRoutes: ({ catalogue }) => [catalogueRoutes({ catalogue })],
});
