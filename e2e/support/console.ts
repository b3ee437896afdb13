import { closeSync, mkdirSync, openSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPERATOR_IDLE_MS } from '@kwk/shared/operator/operator-rights';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from './tenants.ts';

/** The operator console's origin (CONSOLE_HOST betrieb.localhost, the harness's port). */
export const CONSOLE_ORIGIN = `http://betrieb.localhost:${E2E_PORT}`;

/** `finance2`: the second demo finance operator (four eyes: the one who releases a payout batch). */
export type DemoRole = 'admin' | 'support' | 'finance' | 'finance2';

/**
 * The demo operators a development start seeds (apps/server/src/db/seed/demo-operators.ts, listed
 * in the README), one per role; their TOTP secrets are public by design.
 */
const DEMO_OPERATORS = [
  { email: 'admin@betrieb.localhost', roles: ['admin'], totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' },
  { email: 'support@betrieb.localhost', roles: ['support'], totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  { email: 'finanzen@betrieb.localhost', roles: ['finance'], totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  {
    email: 'finanzen2@betrieb.localhost',
    roles: ['finance2'],
    totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
] as const;
const demo = (role: DemoRole) => {
  const found = DEMO_OPERATORS.find((o) => (o.roles as readonly string[]).includes(role));
  if (!found) throw new Error(`no demo operator with role ${role}`);
  return found;
};
export const demoOperator = demo;

const STEP_SECONDS = 30;
/** Claims of TOTP steps, shared by the suite's worker processes (one file per operator and step). */
const CLAIMS = path.join(tmpdir(), `kwk-e2e-totp-${E2E_PORT}`);

/**
 * A 30-second step of the operator's code that no other test process has used: the server takes
 * each step once per operator (replay guard) and counts a refused code as a failed sign-in, five of
 * which lock the operator for 15 minutes. Claimed by creating a file exclusively, so two workers
 * never type the same code.
 */
function claimStep(role: DemoRole, from: number): number {
  mkdirSync(CLAIMS, { recursive: true });
  for (let step = from; ; step++) {
    try {
      closeSync(openSync(path.join(CLAIMS, `${demo(role).email}-${step}`), 'wx'));
      return step;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * The demo operator's TOTP code of a step no other test has used, at least `offsetSeconds` ahead of
 * now; it waits until the server, which takes the steps next to its own, will accept it.
 */
export async function demoCode(role: DemoRole, offsetSeconds = 0): Promise<string> {
  const step = claimStep(role, Math.floor((Date.now() / 1000 + offsetSeconds) / STEP_SECONDS));
  while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  return generate({ secret: demo(role).totpSecret, epoch: step * STEP_SECONDS + 1 });
}

let visitors = 0;
/**
 * A client address of its own for each console visitor (the harness trusts X-Forwarded-For from
 * loopback), so the sign-in limit of ten a minute per address counts each person, not the suite.
 */
export function consoleVisitorAddress(): string {
  const n = ++visitors;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 50;
  return `10.${200 + worker}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** A fresh browser context on the console, as a visitor with an address of its own. */
export function consoleVisitor(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': consoleVisitorAddress(), ...options.extraHTTPHeaders },
  });
}

/** How long a handed-out session is reused: well inside the server's 15-minute idle limit. */
const REUSE_MS = OPERATOR_IDLE_MS - 5 * 60_000;
const sessions = new Map<DemoRole, { session: Promise<OperatorSession>; handedOutAt: number }>();

/**
 * A console session of the role's demo operator, signed in through the API with a code of a step no
 * other worker has used (`demoCode`) and reused by the worker while it cannot have gone idle: a
 * worker that last needed the role long ago (a slow CI run) signs in again rather than hand out a
 * session the server has ended.
 */
export function demoSession(role: DemoRole): Promise<OperatorSession> {
  const now = Date.now();
  const cached = sessions.get(role);
  if (cached && now - cached.handedOutAt < REUSE_MS) {
    cached.handedOutAt = now;
    return cached.session;
  }
  const session = signInByApi(role);
  sessions.set(role, { session, handedOutAt: now });
  return session;
}

async function signInByApi(role: DemoRole): Promise<OperatorSession> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await consolePost('anmeldung/totp', {
      Email: demo(role).email,
      Code: await demoCode(role),
    });
    if (answer.status === 200) return answer.body as OperatorSession;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the demo ${role} could not sign in to the console`);
}

/**
 * A POST to the console API from the test process (Node does not resolve `*.localhost`, so to
 * 127.0.0.1 with the console's Host), with an optional operator token.
 */
export function consolePost(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: 'POST',
        path: `/api/betrieb/v1/${path}`,
        headers: {
          host: `betrieb.localhost:${E2E_PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': consoleVisitorAddress(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A browser context on the console, signed in as the role's demo operator: the session is put into
 * sessionStorage before the console's script runs, as its sign-in page would leave it.
 */
export async function consoleContext(browser: Browser, role: DemoRole): Promise<BrowserContext> {
  const session = await demoSession(role);
  const context = await consoleVisitor(browser);
  await context.addInitScript((stored) => {
    if (location.hostname === 'betrieb.localhost' && !sessionStorage.getItem('kwk-betrieb-session'))
      sessionStorage.setItem('kwk-betrieb-session', stored);
  }, JSON.stringify(session));
  return context;
}

/** A console page at `path`, signed in as the role's demo operator. */
export async function consolePage(browser: Browser, role: DemoRole, path = '/'): Promise<Page> {
  const page = await (await consoleContext(browser, role)).newPage();
  await page.goto(`${CONSOLE_ORIGIN}${path}`);
  return page;
}
