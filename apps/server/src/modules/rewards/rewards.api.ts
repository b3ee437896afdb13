/**
 * The rewards module's public face (decision 075): the fraud check's input at pickup and the routes
 * the programme module serves. Other modules import this file or `rewards.module.ts`, nothing else
 * of the module (scripts/module-graph.mjs checks it).
 */

export { rewardsRoutes } from './rewards.routes.ts';
export type { PickupFraudInput } from './rewards.service.ts';
