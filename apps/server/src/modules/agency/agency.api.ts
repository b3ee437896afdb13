/**
 * The agency module's public face (decision 075): the agency's read of an order and the report and
 * employee-recommendation routes the programme module builds and serves (decision 050). Other
 * modules import this file or `agency.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export { agencyOfOrder } from './agency.queries.ts';
export { employeeRecommendRoutes } from './agency-employee-recommend.ts';
export { agencyReportsRoutes } from './agency-reports.part.ts';
