import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One Lighthouse run's figures: category scores 0–100, LCP and TBT in ms, CLS unitless. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Total blocking time: the main thread's long tasks, mostly the page's own script. */
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse's own "run it again" failures: its trace missed the navigation. They say nothing of
 * the page; another run in a fresh browser is what Lighthouse asks for. Three in a row fail the
 * bench (two in a row ended a full run on 2026-11-30, its 21st minute, on a page that had just
 * scored 94).
 */
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

/**
 * Lighthouse 12 (its default: the mobile profile, simulated slow-4G throttling and a 4× slower CPU)
 * on `url` in Debian's Chromium, a fresh browser per run so no cache carries over.
 */
export async function lighthouseRun(url: string, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= ATTEMPTS || !(error instanceof LighthouseRuntimeError) || !TRANSIENT.has(error.code))
      throw error;
    console.log(`  (lighthouse on ${url}: ${error.code}, run again as it asks)`);
    return lighthouseRun(url, attempt + 1);
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One lighthouse run of `url` over `categories` in a fresh headless Chromium, closed after it. */
async function inFreshChromium<T>(
  url: string,
  categories: string[],
  read: (result: Awaited<ReturnType<typeof lighthouse>>) => T,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return read(
      await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      }),
    );
  } finally {
    chrome.kill();
  }
}

const lighthouseOnce = (url: string): Promise<LighthouseFigures> =>
  inFreshChromium(url, ['performance', 'accessibility', 'best-practices', 'seo'], (result) => {
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      throw new LighthouseRuntimeError(
        runtimeError.code,
        `lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`,
      );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  });

/** The audits below a full score in one run, to say why a category missed. */
export const failingAudits = (url: string): Promise<string[]> =>
  inFreshChromium(url, ['accessibility', 'best-practices', 'seo'], (result) => {
    const lhr = result?.lhr;
    if (!lhr) return [];
    return Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
    );
  });
