/**
 * The goodwill module's public face (decision 075): the goodwill service and the read of a party's
 * cases. Other modules import this file or `goodwill.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export { goodwillCasesOfParties } from './goodwill.queries.ts';
export type { GoodwillService } from './goodwill.service.ts';
