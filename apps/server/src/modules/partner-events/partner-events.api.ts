/**
 * The partner-events module's public face (decision 075): the partner events' read queries and the
 * partner API and dead-letter routes the programme module serves. Other modules import this file or
 * `partner-events.module.ts`, nothing else of the module (scripts/module-graph.mjs checks it).
 */

export { deadLettersConsoleRoutes } from './dead-letters.console-routes.ts';
export {
  firstOrderPlacedAt,
  partnerEventTimes,
  referralEventsJson,
  referralHasExistingCustomerFlag,
  referralHasOrderPlaced,
} from './partner-events.queries.ts';
export { partnerEventsRoutes } from './partner-events.routes.ts';
