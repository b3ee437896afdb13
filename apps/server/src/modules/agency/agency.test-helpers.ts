import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import type { AgencyRole } from '@kwk/shared/agency/agency-abilities';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { DatabaseKind } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';
import { createAgencyUsersRepository } from './agency-users.repository.ts';

export const DEV_ISSUER = 'https://idp.test';

/**
 * Signs an agency user in without an identity provider: the same user upsert and session the
 * `PUT /agentur/sso` exchange ends in (the exchange itself is tested against a real provider).
 */
export async function signedInAgencyUser(
  t: TestContext,
  options: {
    tenant?: string;
    department?: string;
    roles?: AgencyRole[];
    subject?: string;
    name?: string;
  } = {},
): Promise<AgencyUser> {
  const tenant = (await t.app.services.tenants.byKey(options.tenant ?? 'partner'))!;
  const db = t.database.db as Db;
  const agency = await createAgencyUsersRepository().agencyByDepartment(
    db,
    tenant.id,
    options.department ?? 'agentur-nord',
  );
  if (!agency) throw new Error(`no agency ${options.department} in ${tenant.key}`);
  const user = await createAgencyUsersRepository().upsertSignin(db, {
    tenantId: tenant.id,
    agencyId: agency.id,
    issuer: DEV_ISSUER,
    subject: options.subject ?? `sub-${Math.random().toString(36).slice(2)}`,
    name: options.name ?? 'Ines Inhaber',
    roles: options.roles ?? ['AgenturInhaber'],
    at: t.clock.now(),
  });
  const { token, expiresAt } = await t.app.services.agencySessions.open(db, tenant, user.id);
  return t.app.services.agencySessions.toAgencyUser({ user, agency }, token, expiresAt);
}

/**
 * A referral of the partner tenant through the agent, released by the agent's agency at `at` (the
 * release call is another part's): its Empfehlungsnummer.
 */
export async function releasedOrder(
  t: TestContext,
  agent: string,
  recipient: string,
  at: string,
): Promise<number> {
  const body = createBody({ referrer: `werber-${recipient}`, recipient });
  const res = await create(t, 'partner', {
    ...body,
    Empfehlung: { ...body.Empfehlung, Agentennummer: agent },
  });
  if (res.statusCode !== 202) throw new Error(`referral not created: ${res.statusCode} ${res.body}`);
  const nr = res.json().Empfehlungsnummer as number;
  await t.database.query(
    `insert into agency_order_releases (referral_id, tenant_id, agency_id, released_by_name, released_at)
     select r.id, r.tenant_id, l.agency_id, 'Ines Inhaber', $2
     from referrals r join agency_agents l on l.tenant_id = r.tenant_id and l.agent_number = r.agent_number
     where r.empfehlungsnummer = $1`,
    [nr, at],
  );
  return nr;
}

/** A release of the statement fixture: agent, recipient (its key in `numbers`) and the moment. */
export type FixtureRelease = readonly [agent: string, recipient: string, at: string];

/**
 * The commission statements' test setup (tab Rechnungen), shared by the credit-note test files: a
 * test app on `kind`, the owners of Nord and Süd signed in, the given orders released, and the
 * statement calls. Read its fields inside the tests (they are set in `beforeAll`).
 */
export function statementsFixture(
  kind: DatabaseKind,
  releases: readonly FixtureRelease[],
  options: { nordRoles?: AgencyRole[] } = {},
) {
  const f = {
    t: undefined as unknown as TestContext,
    nord: '',
    sued: '',
    tenantId: '',
    /** Each released order's Empfehlungsnummer by its recipient. */
    numbers: {} as Record<string, number>,
    list: (token: string) => api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token }),
    pdf: (token: string, month: string) =>
      api(f.t, 'GET', `/agentur/rechnungen/${month}.pdf`, { tenant: 'partner', token }),
    /** A partner event on the order (now, by the test clock): `order.placed`, `order.cancelled`, … */
    event: async (recipient: string, type: string) => {
      const nr = f.numbers[recipient]!;
      await f.t.app.services.partnerEvents.ingestForTenant(f.tenantId, {
        id: `${type}-${nr}`,
        type,
        occurredAt: f.t.clock.now().toISOString(),
        empfehlungsnummer: nr,
      });
    },
    /** The fraud review's hold of the order (`held`), its release or its rejection. */
    fraudReview: async (recipient: string, state: 'held' | 'released' | 'rejected') => {
      await f.t.database.query(
        `insert into fraud_reviews (referral_id, tenant_id, state, held_at)
         select id, tenant_id, $2, $3 from referrals where tenant_id = $1 and empfehlungsnummer = $4
         on conflict (referral_id) do update set state = excluded.state`,
        [f.tenantId, state, f.t.clock.now(), f.numbers[recipient]],
      );
    },
  };
  const signIn = async () => {
    f.nord = (await signedInAgencyUser(f.t, options.nordRoles ? { roles: options.nordRoles } : {})).Token;
    f.sued = (await signedInAgencyUser(f.t, { department: 'agentur-sued' })).Token;
  };
  Object.assign(f, {
    /** Moves the test clock and signs both owners in afresh (a session ends within days). */
    at: async (iso: string) => {
      f.t.clock.set(new Date(iso));
      await signIn();
    },
  });
  beforeAll(async () => {
    f.t = await createTestApp(kind);
    f.tenantId = (await f.t.app.services.tenants.byKey('partner'))!.id;
    await signIn();
    for (const [agent, recipient, at] of releases)
      f.numbers[recipient] = await releasedOrder(f.t, agent, recipient, at);
  });
  afterAll(() => f.t.close());
  return f as typeof f & { at: (iso: string) => Promise<void> };
}
