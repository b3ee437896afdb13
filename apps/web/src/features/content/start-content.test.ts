import type { StartContent } from '@kwk/shared/content/cms.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api.ts';

const content = (Language: 'de' | 'en', title: string): StartContent => ({
  Language,
  Blocks: [{ Id: 'hero', Title: title, Body: 'Text', Language }],
  KeyVisual: null,
  Variables: [],
});

/** A fresh module per test: what it loaded (and the page's boot data) is kept per visit. */
async function fresh(boot?: object) {
  document.head.innerHTML = boot
    ? `<script id="kwk-boot" type="application/json">${JSON.stringify(boot)}</script>`
    : '';
  vi.resetModules();
  return import('./start-content.ts');
}

describe('loadStartContent', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the page’s boot data for its language without asking the API', async () => {
    const api = stubApi({ status: 200, body: content('de', 'vom Server') });
    const { loadStartContent, useStartContent } = await fresh({
      Language: 'de',
      Start: content('de', 'im HTML'),
    });
    await loadStartContent('de');
    expect(api.sent).toHaveLength(0);
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => useStartContent('de')).result.current?.Blocks[0]?.Title).toBe('im HTML');
  });

  it('asks GET cms/startseite for another language, once', async () => {
    const api = stubApi({ status: 200, body: content('en', 'Recommend') });
    const { loadStartContent, useStartContent } = await fresh({
      Language: 'de',
      Start: content('de', 'im HTML'),
    });
    await Promise.all([loadStartContent('en'), loadStartContent('en')]);
    expect(api.sent.map((r) => r.url)).toEqual(['/api/v1/fyrst/cms/startseite?lang=en']);
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => useStartContent('en')).result.current?.Blocks[0]?.Title).toBe('Recommend');
  });

  it('waits at most START_CONTENT_WAIT_MS for a content service that does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const { loadStartContent, START_CONTENT_WAIT_MS } = await fresh();
    // The request's time limit is the browser's AbortSignal.timeout; the test stands in for its
    // timer and fires it, rather than wait three seconds (issue 33: no real time in tests).
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    const loading = loadStartContent('en');
    expect(timeout).toHaveBeenCalledWith(START_CONTENT_WAIT_MS);
    expect(logged).not.toHaveBeenCalled();
    timer.abort(new DOMException('signal timed out', 'TimeoutError'));
    await loading;
    expect(logged.mock.calls).toEqual([['Fehler beim Laden des CMS Inhalts: startseite']]);
  });

  it('asks again a minute after a failure, and shows the content then', async () => {
    const api = stubApi({
      status: 503,
      body: { code: 'content.unavailable', message: 'Inhalt nicht verfügbar' },
    });
    vi.mocked(console.error).mockImplementation(() => {});
    const { loadStartContent, useStartContent, START_CONTENT_RETRY_MS } = await fresh();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await loadStartContent('en');
    await loadStartContent('en');
    expect(api.sent).toHaveLength(1);
    api.answer = { status: 200, body: content('en', 'Back again') };
    now.mockReturnValue(1_000_000 + START_CONTENT_RETRY_MS);
    await loadStartContent('en');
    expect(api.sent).toHaveLength(2);
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => useStartContent('en')).result.current?.Blocks[0]?.Title).toBe('Back again');
    now.mockRestore();
  });

  it('on failure logs spec §8’s line and gives null: the page keeps its built-in texts', async () => {
    stubApi({ status: 503, body: { code: 'content.unavailable', message: 'Inhalt nicht verfügbar' } });
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const { loadStartContent, useStartContent } = await fresh();
    await loadStartContent('de');
    expect(logged.mock.calls).toEqual([['Fehler beim Laden des CMS Inhalts: startseite']]);
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => useStartContent('de')).result.current).toBeNull();
  });
});
