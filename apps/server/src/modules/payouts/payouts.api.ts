/**
 * The payouts module's public face (decision 075): the read of returned transfers. Other modules
 * import this file or `payouts.module.ts`, nothing else of the module (scripts/module-graph.mjs
 * checks it).
 */

export { returnedTransfersOf } from './payouts.queries.ts';
