import { defineModule } from '../../lib/app-module.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';

/** The tenants' texts, content variables and campaigns. */
export const contentModule = defineModule({
  name: 'content',
  needs: [],
  services: ({ db }) => ({ content: createContentRepository({ db }) }),
  tenantRoutes: ({ content }, { clock }) => [contentRoutes({ content, clock })],
});
