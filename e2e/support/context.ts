import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** A fresh browser context whose visitor already chose "only required" cookies, so no dialog covers the page. */
export async function decidedVisitor(
  browser: Browser,
  tenant: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
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
