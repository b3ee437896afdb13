/**
 * The agents module's public face (decision 075): the agents' table, repository type and read
 * queries. Other modules import this file or `agents.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export { agentNames, agentOfNumber } from './agents.queries.ts';
export type { AgentRecords } from './agents.repository.ts';
export { agents } from './agents.table.ts';
