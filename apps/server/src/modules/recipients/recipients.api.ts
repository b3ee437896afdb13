/**
 * The recipients module's public face (decision 075): the recipients' table, read queries and
 * repository, the bank accounts, and the routes the programme module serves. Other modules import
 * this file or `recipients.module.ts`, nothing else of the module (scripts/module-graph.mjs checks
 * it).
 */

export type { RecipientBankAccounts } from './recipient-bank-accounts.ts';
export type { FraudCheckAtConfirmation } from './recipient-lookups.ts';
export { recipientRewardRoutes } from './recipient-reward.routes.ts';
export { recipientStepsRoutes } from './recipient-steps.routes.ts';
export {
  orderRecipientNumber,
  recipientAddressees,
  recipientConfirmations,
  recipientHasBankAccount,
  recipientLeads,
  recipientNames,
  recipientsStateJson,
  referralHasRecipientAddress,
  referralHasRecipientNumber,
  referralIdOfRecipientNumber,
  referralRecipientConfirmed,
  referralRecipientHasIban,
} from './recipients.queries.ts';
export type { RecipientRecords, RecipientRow } from './recipients.repository.ts';
export { recipientsRoutes } from './recipients.routes.ts';
export { recipients } from './recipients.table.ts';
export { referralLinkRoutes } from './referral-link.routes.ts';
