/**
 * The operators module's public face (decision 075): the four-eyes check, the operator's principal
 * and the operators repository. Other modules import this file or `operators.module.ts`, nothing
 * else of the module (scripts/module-graph.mjs checks it).
 */

export type { FourEyes } from './four-eyes.ts';
export type { OperatorPrincipal } from './operator-sessions.service.ts';
export { operatorEmailOf, operatorIdOfEmail, operatorNameOf } from './operators.queries.ts';
export type { OperatorRecords } from './operators.repository.ts';
