import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { generate } from 'otplib';
import { afterAll, beforeAll } from 'vitest';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { DatabaseKind } from '../../test/test-db.ts';
import { createSmtpMailer } from '../mail/mailer.ts';
import { createOperatorsRepository } from './operators.repository.ts';

/** The operators' rows for tests to seed and change (the app offers other modules a facet only). */
export const testOperators = createOperatorsRepository();

/** The console's host in tests (the default CONSOLE_HOST). */
export const CONSOLE_HOST = 'betrieb.localhost';

let operatorCount = 0;

/** A call to the console API on the console's host, as the console makes it. */
export function consoleApi(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: {
    token?: string;
    body?: unknown;
    lang?: 'de' | 'en';
    host?: string;
    query?: Record<string, string>;
    remoteAddress?: string;
    /** More request headers, e.g. a proxy's X-Forwarded-For. */
    headers?: Record<string, string>;
  } = {},
) {
  return t.app.inject({
    method,
    url: `/api/betrieb/v1/${path.replace(/^\/+/, '')}`,
    query: options.query,
    headers: {
      host: options.host ?? `${CONSOLE_HOST}:3000`,
      'accept-language': options.lang ?? 'de',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/**
 * An operator with these roles and a live console session, made through the operators' own
 * services (no sign-in call, so tests do not spend the sign-in limit). The session counts as freshly
 * confirmed, as after a sign-in; move the clock past 5 minutes to test `operator.reauth_required`.
 */
export async function signedInOperator(
  t: TestContext,
  roles: OperatorRole[],
  options: { email?: string; name?: string; totpSecret?: string } = {},
) {
  const { operatorSessions, operatorTotp } = t.app.services;
  operatorCount += 1;
  const now = t.clock.now();
  const secret = operatorTotp.newSecret();
  const operator = await testOperators.insert(t.database.db, {
    email: options.email ?? `operator-${operatorCount}-${roles.join('-') || 'none'}@betrieb.test`,
    name: options.name ?? `Operator ${operatorCount}`,
    roles,
    totpSecretSealed: secret.sealed,
    createdAt: now,
    updatedAt: now,
  });
  const opened = await operatorSessions.open(t.database.db, operator.id, 'totp');
  const session: OperatorSession = operatorSessions.toSession(
    { operator, session: opened.session },
    opened.token,
  );
  return { operator, token: opened.token, session, totpSecret: secret.secret };
}

/**
 * The console suite's set-up: before the file's tests, a test app on `kind` and an operator with `roles`
 * signed in, handed to `ready`; the app closed after them. Call it in a `describe` body.
 */
export function consoleSuite(
  kind: DatabaseKind,
  roles: OperatorRole[],
  ready: (suite: { t: TestContext; token: string }) => void,
): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ready({ t, token: (await signedInOperator(t, roles)).token });
  });
  afterAll(() => t?.close());
}

export type SignedInOperator = Awaited<ReturnType<typeof signedInOperator>>;

/**
 * The draft suites' set-up (decisions 065, 072): before the file's tests, a test app on `kind`
 * with an admin (Ada) and a support operator signed in, handed to `ready`; the app closed after.
 */
export function adminAndSupportSuite(
  kind: DatabaseKind,
  ready: (suite: { t: TestContext; ada: SignedInOperator; support: SignedInOperator }) => void,
): void {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const ada = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
    ready({ t, ada, support: await signedInOperator(t, ['support']) });
  });
  afterAll(() => t?.close());
}

/** The current code of a TOTP secret at the test clock's time. */
export const totpCode = (t: TestContext, secret: string, offsetSeconds = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });

/**
 * The token of the newest enrolment link mailed to `to`: the outbox worker sends what is due over
 * real SMTP to the test's capture (as the portal does), and the link is read from the mail's text.
 */
export async function mailedEnrolmentToken(
  t: TestContext,
  smtp: { url: string; mails: { to?: unknown; subject?: string; text?: string }[] },
  to: string,
): Promise<string> {
  await t.app.services
    .outboxWorkerWith({
      mailer: createSmtpMailer(smtp.url),
      clock: t.clock,
      from: 'Betriebskonsole <no-reply@kwk.localhost>',
      log: t.app.log,
    })
    .runOnce();
  const mail = smtp.mails.findLast(
    (m) => JSON.stringify(m.to).includes(to) && m.subject === 'Ihr Zugang zur Betriebskonsole',
  );
  const token = mail?.text?.match(/\/einrichtung\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no enrolment mail to ${to}`);
  return token;
}

/** A TOTP secret sealed as a server with another APP_SECRET sealed it (a restored backup, a rotated key). */
export const sealedElsewhere = (secret: string) =>
  createSecretBox('another-app-secret-another-app-secret-01', 'operator-totp').seal(secret);
