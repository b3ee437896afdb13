#!/usr/bin/env node
// Builds the SPA and starts the portal on a fresh embedded database for the browser suite.
// The portal's mails go to a real SMTP server in this process; the tests read what arrived from
// GET http://127.0.0.1:E2E_MAILBOX_PORT/mails?to=<address> (see support/mailbox.ts). The demo
// partner keys the portal prints at start are served at GET /partner-keys (see support/partner.ts).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? '3100';
// A fixed secret: the demo partner keys derived from it stay the same from run to run.
const E2E_APP_SECRET = 'e2e-app-secret-known-to-the-specs-0123456789';
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 3126);
const dataDir = path.join(tmpdir(), `kwk-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
// The console tests' pool operators (support/console.ts, DEMO_OPERATOR_POOL from the config): each
// test claims its own; a new database, so none is taken yet.
if (process.env.E2E_OPERATOR_CLAIMS)
  rmSync(process.env.E2E_OPERATOR_CLAIMS, { recursive: true, force: true });

// `npm test` builds in a step of its own (timed there) and says so; `npm run test:e2e` alone builds here.
if (process.env.E2E_BUILT !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every mail the portal sent, in arrival order. */
const mails = [];
/** The demo partner key of each tenant, as the portal printed it at start (development only). */
const partnerKeys = {};

// Plain SMTP without TLS or login, as a local relay would be; every message is kept.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((parsed) => {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({
        recipients,
        to: recipients.join(', '),
        from: parsed.from?.text ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      });
      callback();
    }, callback);
  },
});

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/partner-keys') {
    response
      .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(partnerKeys));
    return;
  }
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = mails
    .filter((mail) => !to || mail.recipients.includes(to))
    .map(({ recipients: _, ...mail }) => mail);
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(found));
});

const listen = (server, listenPort) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
await listen(smtp, 0);
await listen(mailbox, mailboxPort);
const smtpPort = smtp.server.address().port;
// A client's broken connection must not end the harness.
smtp.on('error', (error) => console.error(`e2e SMTP server: ${error.message}`));

const server = spawn('node', ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    // A statement that would wait for its own transaction on PGlite fails at once, as in the server
    // suite (apps/server/src/db/pglite-gate.ts), instead of holding every later test.
    DB_STATEMENT_CHECKS: process.env.DB_STATEMENT_CHECKS ?? '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Each test visitor sends its own X-Forwarded-For (support/context.ts): one person, one address.
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_SECRET: E2E_APP_SECRET,
    // telko's goals go to a tracking host the analytics spec captures with page.route (it resolves
    // nowhere); fyrst and partner keep the embedded counter (no endpoint in development).
    TRACKING_ENDPOINTS: 'telko=https://analytics.e2e.test/',
    // The widget's demo host page (/dev/widget-host/{tenant}) is opened on this origin, another
    // than any tenant's portal: every tenant lets it frame the widget (development only).
    DEV_FRAME_ORIGINS: `http://127.0.0.1:${port}`,
    // The demo tenants' recommendation captcha (on for `npm start`) stays off here: the flows
    // recommend dozens of times; the captcha's own checks are in contact.spec and the server suite.
    DEMO_CAPTCHA: 'off',
    // The voucher spec runs the issuer itself (/dev/vouchers/…): a timed run between its import and
    // the pool's details would mail a code before the shop is named.
    VOUCHER_ISSUE_SECONDS: '86400',
  },
});
// The portal's output goes on to the terminal; the demo partner keys it prints are kept. Its log
// lines (warnings and errors only, LOG_LEVEL above) go to stderr, which the run shows: a failed
// run's output then says what the portal saw.
createInterface({ input: server.stdout }).on('line', (line) => {
  if (line.startsWith('{"level":')) console.error(`portal: ${line}`);
  else console.log(line);
  const printed = /partner API key for (\S+) \(development only\): (\S+)/.exec(line);
  if (printed) partnerKeys[printed[1]] = printed[2];
});

// A portal that stops answering must end the run at once, not let each remaining test wait out its
// two minutes (a CI run did, past its 90): once ready, it is asked every few seconds; not ready for
// STUCK_MS (longer than the embedded database's gate, db/pglite-gate.ts, holds a waiting statement),
// it is stopped with a line that says whether its event loop or its database stood still.
const POLL_MS = 5_000;
const STUCK_MS = 60_000;
const answers = async (pathname) => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      signal: AbortSignal.timeout(4_000),
    });
    return response.ok ? 'ok' : `HTTP ${response.status} ${await response.text()}`;
  } catch (error) {
    return error.name === 'TimeoutError' ? 'no answer in 4 s' : error.message;
  }
};
let readySince;
const watchdog = setInterval(async () => {
  const ready = await answers('/readyz');
  if (ready === 'ok') {
    readySince = Date.now();
    return;
  }
  if (readySince === undefined || Date.now() - readySince < STUCK_MS) return;
  clearInterval(watchdog);
  const alive = await answers('/healthz');
  console.error(
    `e2e harness: the portal has not been ready for ${STUCK_MS / 1000} s (readyz: ${ready}; healthz: ${alive}, ` +
      `${alive === 'ok' ? 'its event loop runs, its database does not answer' : 'its event loop stands still'}); stopping it`,
  );
  server.kill('SIGKILL');
}, POLL_MS);
watchdog.unref();
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
  mailbox.close();
  process.exit(code ?? (signal === 'SIGKILL' ? 1 : 0));
});
