import { describe, expect, it } from 'vitest';
import {
  isDangerous,
  OPERATOR_ROLES,
  type OperatorRight,
  type OperatorRole,
  rightsOf,
} from './operator-rights.ts';

// The whole table, written out: a change to who may do what changes a line here.
const EXPECTED: Record<OperatorRight, { roles: OperatorRole[]; dangerous: boolean }> = {
  'operators.manage': { roles: ['admin'], dangerous: true },
  'operators.read': { roles: ['admin'], dangerous: false },
  'tenants.read': { roles: ['admin', 'support', 'finance'], dangerous: false },
  'tenants.edit': { roles: ['admin'], dangerous: false },
  'catalogue.edit': { roles: ['admin'], dangerous: false },
  'support.read': { roles: ['admin', 'support'], dangerous: false },
  'support.personalData': { roles: ['support'], dangerous: false },
  'referrals.correct': { roles: ['support'], dangerous: false },
  'accounts.block': { roles: ['support'], dangerous: false },
  'exclusions.manage': { roles: ['admin', 'support'], dangerous: false },
  'goodwill.decide': { roles: ['support'], dangerous: false },
  'goodwill.approve': { roles: ['finance'], dangerous: true },
  'goodwillApprovals.read': { roles: ['finance'], dangerous: false },
  'dataRequests.export': { roles: ['support'], dangerous: false },
  'dataRequests.erase': { roles: ['support'], dangerous: true },
  'deadLetters.replay': { roles: ['admin', 'support'], dangerous: false },
  'partnerKeys.read': { roles: ['admin'], dangerous: false },
  'partnerKeys.manage': { roles: ['admin'], dangerous: true },
  'money.approve': { roles: ['admin'], dangerous: true },
  'webhooks.read': { roles: ['admin'], dangerous: false },
  'webhooks.manage': { roles: ['admin'], dangerous: true },
  'mail.outbox': { roles: ['admin', 'support'], dangerous: false },
  'audit.read': { roles: ['admin'], dangerous: false },
  'figures.read': { roles: ['admin', 'support', 'finance'], dangerous: false },
  'payouts.prepare': { roles: ['finance'], dangerous: false },
  'payouts.release': { roles: ['finance'], dangerous: true },
  'vouchers.manage': { roles: ['finance'], dangerous: false },
  'vouchers.read': { roles: ['support', 'finance'], dangerous: false },
  'fraud.review': { roles: ['support'], dangerous: false },
  'tax.export': { roles: ['finance'], dangerous: false },
};

const cells = Object.entries(EXPECTED).flatMap(([right, { roles }]) =>
  OPERATOR_ROLES.map((role) => ({ right: right as OperatorRight, role, granted: roles.includes(role) })),
);

describe('operator rights', () => {
  it.each(cells)('$role → $right: $granted', ({ right, role, granted }) => {
    expect(rightsOf([role]).includes(right)).toBe(granted);
  });

  it.each(Object.entries(EXPECTED))('%s is dangerous: %o', (right, { dangerous }) => {
    expect(isDangerous(right as OperatorRight)).toBe(dangerous);
  });

  it('grants nothing for unknown roles and the union for several', () => {
    expect(rightsOf(['root', 'owner'])).toEqual([]);
    expect(rightsOf(['finance', 'support'])).toEqual(
      Object.keys(EXPECTED).filter((r) => {
        const roles = EXPECTED[r as OperatorRight].roles;
        return roles.includes('finance') || roles.includes('support');
      }),
    );
  });
});
