/**
 * The accounts module's public face (decision 075): the referrers' table and read queries, the
 * repositories' types, the session check, the referrer's bank account and the identity hashes.
 * Other modules import this file or `accounts.module.ts`, nothing else of the module
 * (scripts/module-graph.mjs checks it).
 */

export type { AccountEventRecords } from './account-events.repository.ts';
export { accountEvents } from './account-events.table.ts';
export type { Caller } from './account-identity.ts';
export { accountIdentityHash, addressHash } from './account-identity.ts';
export type { AccountsService } from './accounts.service.ts';
export { eligibilityProof } from './eligibility-proof.ts';
export { hashPassword } from './passwords.ts';
export { createReferrerBankAccount } from './referrer-bank-account.ts';
export {
  otherReferrersWithStoredIbanOf,
  referrerHasStoredAccount,
  referrersWithStoredIban,
  storedIbanIdentityOf,
} from './referrer-bank-data.queries.ts';
export type { BankDataRecords, ReferrerBankDataRow } from './referrer-bank-data.repository.ts';
export { referrerBankData } from './referrer-bank-data.table.ts';
export {
  referrerAddressees,
  referrerNames,
  referrerStateJson,
  referrerSupportCards,
  referrersWithEmailHash,
} from './referrers.queries.ts';
export type { ReferrerRecords, ReferrerRow } from './referrers.repository.ts';
export { referrers } from './referrers.table.ts';
export type { SessionRecords } from './sessions.repository.ts';
export type { SessionsService, Signedin } from './sessions.service.ts';
export { refuseBlocked } from './sessions.service.ts';
