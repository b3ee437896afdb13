import { describe, expect, it } from 'vitest';
import { privilegedAdded, rolesBeforeApproval } from './role-grants.ts';

describe('role grants: which changes need a second admin', () => {
  it.each([
    // Support too (issue 27 review): a second account of one admin would replay their own fixes.
    { from: [], to: ['support'], added: ['support'], before: [] },
    { from: [], to: ['finance'], added: ['finance'], before: [] },
    { from: [], to: ['admin', 'support'], added: ['admin', 'support'], before: [] },
    { from: ['support'], to: ['support', 'finance'], added: ['finance'], before: ['support'] },
    { from: ['finance'], to: ['support'], added: ['support'], before: [] },
    { from: ['admin'], to: ['admin', 'support'], added: ['support'], before: ['admin'] },
    // Taking a role away never waits.
    { from: ['finance', 'support'], to: ['support'], added: [], before: ['support'] },
    { from: ['admin'], to: ['finance'], added: ['finance'], before: [] },
    { from: ['finance', 'support'], to: ['finance', 'admin'], added: ['admin'], before: ['finance'] },
    { from: ['support'], to: ['finance', 'admin'], added: ['admin', 'finance'], before: [] },
  ] as const)('$from → $to adds $added', ({ from, to, added, before }) => {
    expect(privilegedAdded(from, to)).toEqual(added);
    expect(rolesBeforeApproval(from, [...to])).toEqual(before);
  });
});
