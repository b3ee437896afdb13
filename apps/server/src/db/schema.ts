// Every table of the app, for drizzle-kit and the typed client. One line per domain.

export * from '../modules/accounts/account-events.table.ts';
export * from '../modules/accounts/referrer-bank-data.table.ts';
export * from '../modules/accounts/referrers.table.ts';
export * from '../modules/accounts/sessions.table.ts';
export * from '../modules/agency/agency.table.ts';
export * from '../modules/agents/agents.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/captcha/captcha.table.ts';
export * from '../modules/catalogue/catalogue.table.ts';
export * from '../modules/contact/contact-receipts.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/exclusions/exclusions.table.ts';
export * from '../modules/goodwill/goodwill.table.ts';
export * from '../modules/lifecycle/lifecycle-jobs.table.ts';
export * from '../modules/lifecycle/referral-decisions.table.ts';
export * from '../modules/lifecycle/reward-credits.table.ts';
export * from '../modules/mail/outbox.table.ts';
export * from '../modules/operators/operators.table.ts';
export * from '../modules/partner-events/partner-events.table.ts';
export * from '../modules/partner-keys/partner-keys.table.ts';
export * from '../modules/recipients/recipients.table.ts';
export * from '../modules/referrals/referrals.table.ts';
export * from '../modules/tenants/tenants.table.ts';
export * from '../modules/tokens/action-tokens.table.ts';
