import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import type { AgencyRole } from '@kwk/shared/agency/agency-abilities';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/test-app.ts';

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
