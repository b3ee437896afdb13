/**
 * The exclusions module's public face (decision 075): the exclusion check. Other modules import
 * this file or `exclusions.module.ts`, nothing else of the module (scripts/module-graph.mjs checks
 * it).
 */

export type { ExclusionsService } from './exclusions.service.ts';
