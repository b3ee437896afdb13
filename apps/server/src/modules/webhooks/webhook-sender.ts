import { defaultMaxListeners, setMaxListeners } from 'node:events';
import type { Dispatcher } from 'undici';
import type { SignedHeaders } from './webhook-signing.ts';

/** How much of a receiver's answer the console shows. */
export const RESPONSE_EXCERPT_BYTES = 512;

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The first bytes of the answer, or why there was none (no address, a refused or timed-out connection). */
  response: string;
}

/**
 * undici's `request`, imported with the first delivery (undici and its parser are about 20 MB
 * resident; a server that never delivers a webhook never loads them, issue 32) and kept: a
 * dynamic import per post cost each delivery a trip through the module loader.
 */
let undiciRequestOnce: Promise<typeof import('undici').request> | undefined;
const undiciRequest = () => {
  undiciRequestOnce ??= import('undici').then((undici) => undici.request);
  return undiciRequestOnce;
};

/** Reads at most `limit` bytes of a body and drops the rest without buffering it. */
async function excerpt(body: Dispatcher.ResponseData['body'], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (size < limit) chunks.push(chunk.subarray(0, limit - size));
    size += chunk.length;
    if (size >= limit) break;
  }
  body.destroy();
  return Buffer.concat(chunks).toString('utf8');
}

/** How long a POST may take in all: 10 s. */
export const POST_TIMEOUT_MS = 10_000;

/**
 * The end of `posts` posts started now: the worker's run starts its batch's posts together and
 * gives them one deadline, one timer for the batch rather than one per POST (each POST listens
 * to it, hence the listeners' limit).
 */
export function postDeadline(posts = 1, timeoutMs = POST_TIMEOUT_MS): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  setMaxListeners(Math.max(posts, defaultMaxListeners), deadline);
  return deadline;
}

/**
 * One signed POST of a delivery: 10 s in all (`deadline`), no redirects (a 3xx is a failure), a 2xx is
 * delivered. Never throws: a connection refused by the address filter or a timeout is an outcome.
 */
export async function postWebhook(
  dispatcher: Dispatcher,
  url: string,
  headers: SignedHeaders,
  body: string,
  deadline: AbortSignal = postDeadline(),
): Promise<PostOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const request = await undiciRequest();
    const response = await request(url, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', 'user-agent': 'kwk-portal-webhooks/1', ...headers },
      body,
      signal: deadline,
    });
    // An answer that says it is short is read whole; any other is read up to the excerpt's size.
    const length = Number(response.headers['content-length'] ?? Number.NaN);
    const text =
      length <= RESPONSE_EXCERPT_BYTES
        ? await response.body.text()
        : await excerpt(response.body, RESPONSE_EXCERPT_BYTES);
    return {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      statusCode: response.statusCode,
      latencyMs: latency(),
      response: text,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
    return {
      ok: false,
      statusCode: null,
      latencyMs: latency(),
      response: reason.slice(0, RESPONSE_EXCERPT_BYTES),
    };
  }
}
