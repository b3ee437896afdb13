import { closeSync, mkdirSync, openSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DemoPoolOperator,
  type DemoPoolRole,
  demoPoolOperator,
} from '@kwk/shared/operator/demo-operator-pool';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from './tenants.ts';

/** The operator console's origin (CONSOLE_HOST betrieb.localhost, the harness's port). */
export const CONSOLE_ORIGIN = `http://betrieb.localhost:${E2E_PORT}`;

/** The roles a console test signs in as; `finance2` is a second finance operator (four eyes). */
export type DemoRole = DemoPoolRole | 'finance2';

/**
 * The browser suite's demo operators: the harness starts the portal with `DEMO_OPERATOR_POOL` (this
 * many operators per role, each with a public TOTP secret of its own; demo-operator-pool.ts), and
 * every console visitor signs in as a pool operator no other test has. So no two tests share a
 * code's 30-second step or a failed-sign-in count, and none waits for a fresh step (issue 33).
 */
export const OPERATOR_POOL_SIZE = 40;

/** Which pool operators are taken, shared by the suite's worker processes (the harness empties it at start). */
export const OPERATOR_CLAIMS = path.join(tmpdir(), `kwk-e2e-operators-${E2E_PORT}`);

/** A pool operator of this test, with the last TOTP step it used (the server takes each step once). */
export interface ConsoleOperator extends DemoPoolOperator {
  lastStep?: number;
}

/** Claims a pool operator of the role that no other test has, by creating its claim file exclusively. */
export function claimOperator(role: DemoRole): ConsoleOperator {
  const poolRole: DemoPoolRole = role === 'finance2' ? 'finance' : role;
  mkdirSync(OPERATOR_CLAIMS, { recursive: true });
  for (let n = 1; n <= OPERATOR_POOL_SIZE; n++) {
    const operator = demoPoolOperator(poolRole, n);
    try {
      closeSync(openSync(path.join(OPERATOR_CLAIMS, operator.email), 'wx'));
      return { ...operator };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `all ${OPERATOR_POOL_SIZE} pool operators of the role ${poolRole} are taken: raise OPERATOR_POOL_SIZE`,
  );
}

const STEP_SECONDS = 30;

/**
 * A code of the operator that the server accepts now, never waiting. The server takes the previous,
 * the current and the next 30-second step, each once and in rising order; the previous is left out
 * here (a slow answer under load could outlive it), so an operator has two codes at any moment, more
 * as time goes on. A test that needs more at once claims another operator.
 */
export function codeOf(operator: ConsoleOperator): Promise<string> {
  const current = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const step = Math.max(current, (operator.lastStep ?? Number.NEGATIVE_INFINITY) + 1);
  if (step > current + 1)
    throw new Error(`${operator.email} has used every code the server takes now: claim another operator`);
  operator.lastStep = step;
  return generate({ secret: operator.totpSecret, epoch: step * STEP_SECONDS + 1 });
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

/**
 * A console session of a pool operator of the role of its own, signed in through the API. Freshly
 * signed in, its confirmation is fresh too: a dangerous action within the next five minutes asks
 * for no code, so no test depends on whether a dialog appears.
 */
export async function demoSession(
  role: DemoRole,
): Promise<{ operator: ConsoleOperator; session: OperatorSession }> {
  const operator = claimOperator(role);
  const answer = await consolePost('anmeldung/totp', { Email: operator.email, Code: await codeOf(operator) });
  if (answer.status !== 200)
    throw new Error(
      `the pool operator ${operator.email} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return { operator, session: answer.body as OperatorSession };
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

/** The operator each console context is signed in as (`operatorOf`). */
const operators = new WeakMap<BrowserContext, ConsoleOperator>();

/**
 * A browser context on the console, signed in as a pool operator of the role of its own: the session
 * is put into sessionStorage before the console's script runs, as its sign-in page would leave it.
 */
export async function consoleContext(browser: Browser, role: DemoRole): Promise<BrowserContext> {
  const { operator, session } = await demoSession(role);
  const context = await consoleVisitor(browser);
  operators.set(context, operator);
  await context.addInitScript((stored) => {
    if (location.hostname === 'betrieb.localhost' && !sessionStorage.getItem('kwk-betrieb-session'))
      sessionStorage.setItem('kwk-betrieb-session', stored);
  }, JSON.stringify(session));
  return context;
}

/** A console page at `path`, signed in as a pool operator of the role of its own. */
export async function consolePage(browser: Browser, role: DemoRole, path = '/'): Promise<Page> {
  const page = await (await consoleContext(browser, role)).newPage();
  await page.goto(`${CONSOLE_ORIGIN}${path}`);
  return page;
}

/** The pool operator a console page is signed in as: its name, address and codes. */
export function operatorOf(page: Page): ConsoleOperator {
  const operator = operators.get(page.context());
  if (!operator) throw new Error('this page was not opened by consolePage or consoleContext');
  return operator;
}
