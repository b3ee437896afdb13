/**
 * Who may do what in the operator console (issue 14): one pure table. The server checks a route's
 * right on every call (`config.auth = { operator: right }`); the console shows only the screens
 * the rights open. A *dangerous* right needs a fresh re-authentication (passkey or TOTP within
 * `REAUTH_WINDOW_MS`) besides the role.
 */
export const OPERATOR_ROLES = ['admin', 'support', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

interface RightDef {
  roles: readonly OperatorRole[];
  dangerous?: true;
}

export const OPERATOR_RIGHTS = {
  /** Operators: invite, change roles, deactivate, reset credentials. */
  'operators.manage': { roles: ['admin'], dangerous: true },
  /** Operators: see the list (opening the screen needs no fresh confirmation; changing does). */
  'operators.read': { roles: ['admin'] },
  /** Tenants: read their configuration, preview. */
  'tenants.read': { roles: ['admin', 'support', 'finance'] },
  /** Tenants: create and edit configuration, brand, texts. */
  'tenants.edit': { roles: ['admin'] },
  /** Catalogue: products, tariffs, rewards, campaigns, footnotes, categories, agents. */
  'catalogue.edit': { roles: ['admin'] },
  /** Support: search referrals and accounts, read timelines. */
  'support.read': { roles: ['admin', 'support'] },
  /**
   * Support: names and addresses of a referral's parties in full (decision 066); without it the
   * view shows initials and masked addresses.
   */
  'support.personalData': { roles: ['support'] },
  /** Support: correct a referral's status with a reason. */
  'referrals.correct': { roles: ['support'] },
  /** Support: block and unblock accounts; the exclusion list. */
  'accounts.block': { roles: ['support'] },
  'exclusions.manage': { roles: ['admin', 'support'] },
  /** Support: decide goodwill (Kulanz) cases. */
  'goodwill.decide': { roles: ['support'] },
  /**
   * Finance: approve or refuse a goodwill grant above the tenant's threshold (issue 27, item 2);
   * never one's own grant. Money leaves by it, so it asks a fresh confirmation like a release.
   */
  'goodwill.approve': { roles: ['finance'], dangerous: true },
  /** Finance: see the goodwill grants waiting for approval (opening the list needs no fresh confirmation). */
  'goodwillApprovals.read': { roles: ['finance'] },
  /** Data-subject requests: export (Art. 15) and erase (Art. 17). */
  'dataRequests.export': { roles: ['support'] },
  'dataRequests.erase': { roles: ['support'], dangerous: true },
  /** Partner events: the dead-letter queue, fix and replay. */
  'deadLetters.replay': { roles: ['admin', 'support'] },
  /** Partner keys: see the list (label, permissions, last use); never a key. */
  'partnerKeys.read': { roles: ['admin'] },
  /** Partner keys: issue, rotate, revoke. */
  'partnerKeys.manage': { roles: ['admin'], dangerous: true },
  /**
   * Money settings (issue 27, decision 047): approve or reject a raise another admin proposed —
   * a reward, a campaign bonus, a bonus tier, the recipient cap or the goodwill year limit.
   */
  'money.approve': { roles: ['admin'], dangerous: true },
  /** Webhooks (issue 31): the tenants' endpoints and their deliveries; never a secret. */
  'webhooks.read': { roles: ['admin'] },
  /** Webhooks: create, edit, switch, rotate the secret (shown once), resend, send a test event. */
  'webhooks.manage': { roles: ['admin'], dangerous: true },
  /** Mail outbox: read and retry. */
  'mail.outbox': { roles: ['admin', 'support'] },
  /** Audit log: search and export. */
  'audit.read': { roles: ['admin'] },
  /** Figures per tenant. */
  'figures.read': { roles: ['admin', 'support', 'finance'] },
  /** Payouts (issue 15): see batches, prepare a batch of chosen transfers. */
  'payouts.prepare': { roles: ['finance'] },
  /** Payouts: release a batch another finance operator prepared, confirm the bank's execution, book returns. */
  'payouts.release': { roles: ['finance'], dangerous: true },
  /** Vouchers: the code pools per tenant and value, CSV import, stock. */
  'vouchers.manage': { roles: ['finance'] },
  /** Vouchers: the rewards chosen as a voucher that wait for a code (support answers the referrer). */
  'vouchers.read': { roles: ['support', 'finance'] },
  /** Fraud review: held referrals, release or reject with a reason. */
  'fraud.review': { roles: ['support'] },
  /** Tax: what was paid per referrer and calendar year (§22 Nr. 3 EStG), as an export. */
  'tax.export': { roles: ['finance'] },
} as const satisfies Record<string, RightDef>;

export type OperatorRight = keyof typeof OPERATOR_RIGHTS;
export const OPERATOR_RIGHT_NAMES = Object.keys(OPERATOR_RIGHTS) as OperatorRight[];

/** How long a re-authentication opens the dangerous rights. */
export const REAUTH_WINDOW_MS = 5 * 60_000;
/** A console session ends after this long without a call. */
export const OPERATOR_IDLE_MS = 15 * 60_000;
/** …and at the latest this long after sign-in. */
export const OPERATOR_SESSION_MAX_MS = 10 * 60 * 60_000;

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

export function rightsOf(roles: readonly string[]): OperatorRight[] {
  const held = roles.filter(isOperatorRole);
  return OPERATOR_RIGHT_NAMES.filter((right) =>
    (OPERATOR_RIGHTS[right].roles as readonly OperatorRole[]).some((r) => held.includes(r)),
  );
}

export const isDangerous = (right: OperatorRight): boolean =>
  'dangerous' in OPERATOR_RIGHTS[right] && OPERATOR_RIGHTS[right].dangerous === true;
