import { COOKIE_NAMES } from '@kwk/shared/constants';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  expect,
} from '@playwright/test';

let visitors = 0;
/**
 * A client address of its own for each visitor, as the portal sees people behind a proxy (the
 * harness starts it with `TRUST_PROXY=loopback`): every visitor is someone else, so the per-address
 * limits (20 recommendations a minute) count each person, not the whole suite on 127.0.0.1.
 */
export function visitorAddress(): string {
  const n = ++visitors;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
  return `10.${worker + 1}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** A fresh browser context whose visitor already chose "only required" cookies, so no dialog covers the page. */
export async function decidedVisitor(
  browser: Browser,
  tenant: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(), ...options.extraHTTPHeaders },
  });
  await context.addCookies([
    {
      name: COOKIE_NAMES.consent,
      value: 'required:1|functional:0|analytical:0|marketing:0',
      domain: `${tenant}.localhost`,
      path: '/',
    },
  ]);
  return context;
}

/**
 * A cookie the page wrote, once the browser's cookie store has it: a page writes at once, and the
 * store the context reads hears of it a moment later.
 */
export async function storedCookie(context: BrowserContext, name: string): Promise<Cookie> {
  const find = async () => (await context.cookies()).find((c) => c.name === name);
  await expect.poll(find).toBeDefined();
  return (await find())!;
}
