import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import type { AgencyRole } from '@kwk/shared/agency/agency-abilities';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/test-app.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';

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
  const agency = await t.app.services.agencyUsers.agencyByDepartment(
    db,
    tenant.id,
    options.department ?? 'agentur-nord',
  );
  if (!agency) throw new Error(`no agency ${options.department} in ${tenant.key}`);
  const user = await t.app.services.agencyUsers.upsertSignin(db, {
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
