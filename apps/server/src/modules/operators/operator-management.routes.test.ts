import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { consoleApi, mailedEnrolmentToken, signedInOperator, totpCode } from './operators.test-helpers.ts';
import { softPasskey } from './passkey.test-helpers.ts';

describe.each(everyDatabaseKind())('the admin’s operator management on %s', (kind) => {
  // A test without a dialect-sensitive part runs on one kind only (decision 058).
  const once = onOneKind(kind);
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    smtp = await startSmtpCapture();
    admin = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
    // The second admin every role grant needs (decision 032): invitations wait for their approval.
    await signedInOperator(t, ['admin'], { name: 'Bea Admin' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  /** The token of the enrolment link mailed to `to` (the newest such mail), as the invitee reads it. */
  const mailedToken = (to: string) => mailedEnrolmentToken(t, smtp, to);

  const audit = async (action: string, subjectId: string) =>
    rowsOf<{ actor_id: string; details: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select actor_id, details from audit_log where action = ${action} and subject = ${`operator:${subjectId}`}`,
      ),
    );
  const invite = (body: unknown) => consoleApi(t, 'POST', 'betreiber', { token: admin.token, body });

  once(
    'invites an operator: the link mailed to them only, the row listed, the invitation audited',
    async () => {
      const res = await invite({
        Email: ' Nora@Betrieb.test ',
        Name: 'Nora Neu',
        Roles: ['support', 'support'],
      });
      expect(res.statusCode).toBe(201);
      const link = res.json();
      // Issue 27: the answer says where the link went and until when, never the link itself.
      expect(link).toEqual({
        OperatorId: expect.any(String),
        MailedTo: 'nora@betrieb.test',
        ExpiresAt: new Date(t.clock.now().getTime() + 72 * 3600_000).toISOString(),
        // Every role waits for a second admin (issue 27 review), support included.
        Roles: [],
        PendingGrant: expect.objectContaining({
          Roles: ['support'],
          RequestedBy: 'Ada Admin',
          MayDecide: false,
        }),
      });
      expect(res.body).not.toContain('einrichtung');
      const token = await mailedToken('nora@betrieb.test');
      expect(res.body).not.toContain(token);
      // The mail's body, which carries the token, is sealed at rest.
      const [mail] = await t.database.query<{ text_body: string; body_sealed: boolean; tenant_id: null }>(
        "select text_body, body_sealed, tenant_id from outbox where kind = 'operator.enrolment' and to_address = 'nora@betrieb.test'",
      );
      expect(mail).toMatchObject({ body_sealed: true, tenant_id: null });
      expect(mail!.text_body).not.toContain(token);
      expect((await consoleApi(t, 'GET', `einrichtung/${token}`)).json().Name).toBe('Nora Neu');
      const list = await consoleApi(t, 'GET', 'betreiber', { token: admin.token });
      expect(list.statusCode).toBe(200);
      const nora = list.json().find((o: { Id: string }) => o.Id === link.OperatorId);
      expect(nora).toEqual({
        Id: link.OperatorId,
        Name: 'Nora Neu',
        Email: 'nora@betrieb.test',
        Roles: [],
        Active: true,
        Passkeys: 0,
        Totp: false,
        LastSignInAt: null,
        EnrolmentOpen: true,
        PendingGrant: expect.objectContaining({ Roles: ['support'] }),
      });
      const [row] = await audit('operator.invited', link.OperatorId);
      expect(row?.actor_id).toBe(admin.operator.id);
      expect(JSON.stringify(row?.details)).not.toContain('nora');
    },
  );

  once('refuses a taken e-mail, an unknown role and a missing name with field messages', async () => {
    await invite({ Email: 'taken@betrieb.test', Name: 'Tara', Roles: ['support'] });
    const taken = await invite({ Email: 'TAKEN@betrieb.test', Name: 'Tara 2', Roles: ['support'] });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'operator.email_taken']);
    const bad = await consoleApi(t, 'POST', 'betreiber', {
      token: admin.token,
      body: { Email: 'x', Name: ' ', Roles: ['root'] },
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.fields.map((f: { path: string }) => f.path)
      .sort();
    expect(fields).toEqual(['body.Email', 'body.Name', 'body.Roles.0']);
    const none = await invite({ Email: 'none@betrieb.test', Name: 'No Role', Roles: [] });
    expect(none.json().details.fields[0].path).toBe('body.Roles');
  });

  it('lets one of two simultaneous invitations of one address win, the other hears 409', async () => {
    const body = { Email: 'race@betrieb.test', Name: 'Race', Roles: ['support'] };
    const answers = await Promise.all([invite(body), invite(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  once(
    'changes roles without finance or admin added at once: the operator’s sessions end, the change is audited',
    async () => {
      const target = await signedInOperator(t, ['finance', 'support']);
      const res = await consoleApi(t, 'PUT', `betreiber/${target.operator.id}/rollen`, {
        token: admin.token,
        body: { Roles: ['support'] },
      });
      expect([res.statusCode, res.json()]).toEqual([200, { Roles: ['support'], PendingGrant: null }]);
      expect((await consoleApi(t, 'GET', 'sitzung', { token: target.token })).statusCode).toBe(401);
      const [row] = await audit('operator.roles_changed', target.operator.id);
      expect(row?.details).toEqual({ from: ['finance', 'support'], to: ['support'] });
      const unknown = await consoleApi(t, 'PUT', 'betreiber/00000000-0000-4000-8000-000000000000/rollen', {
        token: admin.token,
        body: { Roles: ['support'] },
      });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'operator.not_found']);
    },
  );

  once(
    'will not let an admin deactivate or reset themselves, nor change their own roles in any way',
    async () => {
      const self = admin.operator.id;
      for (const [method, path, body] of [
        ['PUT', `betreiber/${self}/status`, { Active: false }],
        ['POST', `betreiber/${self}/zugang-zuruecksetzen`, undefined],
      ] as const) {
        const res = await consoleApi(t, method, path, { token: admin.token, body });
        expect([res.statusCode, res.json().code], path).toEqual([409, 'operator.self_lockout']);
      }
      // Issue 27: adding finance to oneself was the first step of moving money alone; any change is refused.
      for (const roles of [['admin', 'finance'], ['admin', 'support'], ['support'], ['admin']]) {
        const res = await consoleApi(t, 'PUT', `betreiber/${self}/rollen`, {
          token: admin.token,
          body: { Roles: roles },
        });
        expect([res.statusCode, res.json()], roles.join()).toEqual([
          409,
          {
            code: 'operator.own_roles',
            message:
              'Ihre eigenen Rollen können Sie nicht ändern. Bitten Sie eine andere Administratorin oder einen anderen Administrator.',
          },
        ]);
      }
      expect((await consoleApi(t, 'GET', 'sitzung', { token: admin.token })).json().Operator.Roles).toEqual([
        'admin',
      ]);
      expect(await audit('operator.roles_changed', self)).toHaveLength(0);
    },
  );

  once('deactivates (sessions end, sign-in refused) and reactivates, both audited', async () => {
    const target = await signedInOperator(t, ['finance'], { email: 'fenja@betrieb.test' });
    const off = await consoleApi(t, 'PUT', `betreiber/${target.operator.id}/status`, {
      token: admin.token,
      body: { Active: false },
    });
    expect([off.statusCode, off.json()]).toEqual([
      200,
      { Active: false, Roles: ['finance'], PendingGrant: null, Withheld: [] },
    ]);
    expect((await consoleApi(t, 'GET', 'sitzung', { token: target.token })).statusCode).toBe(401);
    t.clock.advance(30_000);
    const refused = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: 'fenja@betrieb.test', Code: await totpCode(t, target.totpSecret) },
      remoteAddress: '10.16.0.1',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'operator.inactive']);
    const on = await consoleApi(t, 'PUT', `betreiber/${target.operator.id}/status`, {
      token: admin.token,
      body: { Active: true },
    });
    // Finance is not restored by one admin alone: it waits for the second admin, and the answer says so.
    expect([on.statusCode, on.json()]).toEqual([
      200,
      {
        Active: true,
        Roles: [],
        PendingGrant: expect.objectContaining({ Roles: ['finance'], RequestedBy: 'Ada Admin' }),
        Withheld: ['finance'],
      },
    ]);
    t.clock.advance(30_000);
    const back = await consoleApi(t, 'POST', 'anmeldung/totp', {
      body: { Email: 'fenja@betrieb.test', Code: await totpCode(t, target.totpSecret) },
      remoteAddress: '10.16.0.2',
    });
    expect(back.statusCode).toBe(200);
    expect(await audit('operator.deactivated', target.operator.id)).toHaveLength(1);
    expect(await audit('operator.reactivated', target.operator.id)).toHaveLength(1);
  });

  once(
    'resets credentials: passkeys and app secret gone, sessions ended, old link closed, a new one works',
    async () => {
      const first = await invite({ Email: 'lost@betrieb.test', Name: 'Lou Lost', Roles: ['support'] });
      const oldToken = await mailedToken('lost@betrieb.test');
      const key = softPasskey();
      const options = (await consoleApi(t, 'POST', `einrichtung/${oldToken}/passkey/optionen`)).json()
        .Options;
      await consoleApi(t, 'POST', `einrichtung/${oldToken}/passkey`, {
        body: { Response: key.register(options) },
      });
      const session = (await consoleApi(t, 'POST', `einrichtung/${oldToken}/abschliessen`)).json();
      const id = first.json().OperatorId;

      const reset = await consoleApi(t, 'POST', `betreiber/${id}/zugang-zuruecksetzen`, {
        token: admin.token,
      });
      expect(reset.statusCode).toBe(200);
      // The new link goes to Lou's mailbox, not into the admin's answer.
      expect(reset.json()).toEqual({
        OperatorId: id,
        MailedTo: 'lost@betrieb.test',
        ExpiresAt: expect.any(String),
      });
      expect((await consoleApi(t, 'GET', 'sitzung', { token: session.Token })).statusCode).toBe(401);
      const signIn = await consoleApi(t, 'POST', 'anmeldung/passkey', {
        body: {
          Response: key.assert((await consoleApi(t, 'POST', 'anmeldung/passkey/optionen')).json().Options),
        },
        remoteAddress: '10.16.0.3',
      });
      expect(signIn.statusCode).toBe(401);
      const listed = (await consoleApi(t, 'GET', 'betreiber', { token: admin.token }))
        .json()
        .find((o: { Id: string }) => o.Id === id);
      expect(listed).toMatchObject({ Passkeys: 0, Totp: false, EnrolmentOpen: true });
      const newToken = await mailedToken('lost@betrieb.test');
      expect(newToken).not.toBe(oldToken);
      expect((await consoleApi(t, 'GET', `einrichtung/${newToken}`)).statusCode).toBe(200);
      expect(await audit('operator.credentials_reset', id)).toHaveLength(1);
    },
  );

  once('closes a first link when a new one is issued before it was used', async () => {
    const first = await invite({ Email: 'twice@betrieb.test', Name: 'Twice', Roles: ['support'] });
    const oldToken = await mailedToken('twice@betrieb.test');
    await consoleApi(t, 'POST', `betreiber/${first.json().OperatorId}/zugang-zuruecksetzen`, {
      token: admin.token,
    });
    expect((await consoleApi(t, 'GET', `einrichtung/${oldToken}`)).statusCode).toBe(404);
  });
});
