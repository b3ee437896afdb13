import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsBlocksConsoleRoutes } from './cms-blocks-console.routes.ts';
import type { CmsConsole } from './cms-console.service.ts';
import { cmsFaqsConsoleRoutes } from './cms-faqs-console.routes.ts';
import { cmsFootnotesConsoleRoutes } from './cms-footnotes-console.routes.ts';
import { cmsKeyVisualConsoleRoutes } from './cms-key-visual-console.routes.ts';
import { cmsSourceConsoleRoutes } from './cms-source-console.routes.ts';
import { cmsVariablesConsoleRoutes } from './cms-variables-console.routes.ts';

/**
 * The console's editor of the portal's own content store (issue 16), one plugin per resource:
 * blocks, FAQs, footnotes, variables, the key visual, the source and its cache. The work is the
 * use cases' (`cms-console.service.ts`); these parse, authorise and call.
 */
export function cmsConsoleRoutes(cmsConsole: CmsConsole): FastifyPluginAsyncZod[] {
  return [
    cmsBlocksConsoleRoutes(cmsConsole),
    cmsFaqsConsoleRoutes(cmsConsole),
    cmsFootnotesConsoleRoutes(cmsConsole),
    cmsVariablesConsoleRoutes(cmsConsole),
    cmsKeyVisualConsoleRoutes(cmsConsole),
    cmsSourceConsoleRoutes(cmsConsole),
  ];
}
