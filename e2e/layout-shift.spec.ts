import { type Browser, expect, type Page, test } from '@playwright/test';
import { decidedVisitor } from './support/context.ts';
import { origin } from './support/tenants.ts';

/*
 * Issue 30 item 7: no page jumps. The cumulative layout shift (the largest session window of the
 * browser's own `layout-shift` entries, as Lighthouse and web-vitals count it) stays at or below
 * 0.05 at a phone's and a desktop's width, on the pages that jumped: a start page whose first
 * screen the page replaces, the category pages (tile images) and the agency entry.
 */
const CLS_LIMIT = 0.05;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const PAGES = [
  { tenant: 'telko', path: '/' },
  { tenant: 'fyrst', path: '/' },
  { tenant: 'telko', path: '/internet' },
  { tenant: 'telko', path: '/smartphones.html' },
  { tenant: 'partner', path: '/agentur/anmelden' },
] as const;

declare global {
  interface Window {
    kwkShifts?: { value: number; startTime: number; sources: string[] }[];
  }
}

/** Records every layout shift the page makes, from its first paint (the observer is buffered). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.kwkShifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          window.kwkShifts?.push({
            value: entry.value,
            startTime: entry.startTime,
            sources: (entry.sources ?? []).map((s) => describe(s.node)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** CLS as web-vitals counts it: the largest window of shifts less than 1 s apart, at most 5 s long. */
function cumulativeShift(shifts: { value: number; startTime: number }[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000)
      current += shift.value;
    else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function measure(browser: Browser, tenant: string, path: string, viewport: (typeof WIDTHS)[number]) {
  const context = await decidedVisitor(browser, tenant, { viewport });
  const page = await context.newPage();
  await recordShifts(page);
  await page.goto(`${origin(tenant)}${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Images decoded and fonts in: whatever they would move has moved.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
  const shifts = (await page.evaluate(() => window.kwkShifts)) ?? [];
  await context.close();
  return { cls: cumulativeShift(shifts), shifts };
}

for (const { tenant, path } of PAGES)
  test(`${tenant} ${path}: no jump above CLS ${CLS_LIMIT} at 390 and 1280 px`, async ({ browser }) => {
    for (const viewport of WIDTHS) {
      const { cls, shifts } = await measure(browser, tenant, path, viewport);
      expect(cls, `${viewport.width}px: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
    }
  });
