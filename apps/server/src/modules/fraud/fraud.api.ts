/**
 * The fraud module's public face (decision 075): the hold filter, the repository (its erasure),
 * the review's read and service, and the review's console routes the programme module serves.
 * Other modules import this file or `fraud.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export { fraudConsoleRoutes } from './fraud.console-routes.ts';
export type { FraudRepository } from './fraud.repository.ts';
export { notHeldByFraud } from './fraud-holds.ts';
export { fraudReviewOfReferral } from './fraud-review.queries.ts';
export type { FraudReviewService } from './fraud-review.service.ts';
