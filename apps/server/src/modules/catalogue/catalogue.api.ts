/**
 * The catalogue module's public face (decision 075): the products' table and read queries, the SVG
 * answer the agents' photos share, and the console routes the money-approvals module serves. Other
 * modules import this file or `catalogue.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export {
  activeRewardCents,
  isYoungTariff,
  productDisplayName,
  productNames,
  recommendableProductJson,
} from './catalogue.queries.ts';
export { products } from './catalogue.table.ts';
export { catalogueConsoleRoutes } from './catalogue-console.routes.ts';
export { sendSvg } from './catalogue-images.routes.ts';
export { matchesIfNoneMatch } from './catalogue-svg.ts';
