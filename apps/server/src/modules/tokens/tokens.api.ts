/**
 * The tokens module's public face (decision 075): the tokens service, its token hash and the action
 * tokens' table type. Other modules import this file or `tokens.module.ts`, nothing else of the
 * module (scripts/module-graph.mjs checks it).
 */

export type { actionTokens } from './action-tokens.table.ts';
export type { TokenPurpose, TokenRequest, TokensService } from './tokens.service.ts';
export { hashToken, tokenInsert } from './tokens.service.ts';
