import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../../lib/session/session-store.ts';
import { TEST_USER } from '../../test/account-fixtures.ts';
import { stubApi } from '../../test/stub-api.ts';
import { useSessionKeeper } from './use-session-keeper.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  writeSession(null);
});

const HOUR = 3_600_000;

describe('useSessionKeeper', () => {
  it('asks nothing of the API without a stored session', async () => {
    const api = stubApi({ status: 200, body: TEST_USER });
    const { unmount } = renderHook(() => useSessionKeeper());
    await act(async () => {});
    expect(api.sent).toEqual([]);
    unmount();
  });

  it('starts keeping a session stored after the start (a sign-in)', async () => {
    const renamed = { ...TEST_USER, Vorname: 'Neu' };
    const api = stubApi({ status: 200, body: renamed });
    const { unmount } = renderHook(() => useSessionKeeper());
    await act(async () => {});
    expect(api.sent).toEqual([]);
    act(() => writeSession({ token: 'new', expiresAt: Date.now() + 2 * HOUR, user: TEST_USER }));
    await waitFor(() => expect(readSession()?.user).toEqual(renamed));
    unmount();
  });

  it('clears an expired session on start, without asking the API', async () => {
    const api = stubApi({ status: 200, body: TEST_USER });
    writeSession({ token: 'old', expiresAt: Date.now() - 1000, user: TEST_USER });
    const { unmount } = renderHook(() => useSessionKeeper());
    await waitFor(() => expect(readSession()).toBeNull());
    expect(api.sent).toEqual([]);
    unmount();
  });

  it('fetches the user of a valid session afresh and stores it', async () => {
    const renamed = { ...TEST_USER, Vorname: 'Neu' };
    const api = stubApi({ status: 200, body: renamed });
    writeSession({ token: 'live', expiresAt: Date.now() + 2 * HOUR, user: TEST_USER });
    const { unmount } = renderHook(() => useSessionKeeper());
    await waitFor(() => expect(readSession()?.user).toEqual(renamed));
    expect(api.sent.map((r) => r.url)).toEqual([expect.stringMatching(/\/account\/user$/)]);
    unmount();
  });

  it('exchanges a token close to expiry for a fresh one', async () => {
    const fresh = {
      ...TEST_USER,
      Token: 'fresh',
      TokenGueltigBis: new Date(Date.now() + 2 * HOUR).toISOString(),
    };
    const api = stubApi({ status: 200, body: fresh });
    writeSession({ token: 'near', expiresAt: Date.now() + 60_000, user: TEST_USER });
    const { unmount } = renderHook(() => useSessionKeeper());
    await waitFor(() => expect(readSession()?.token).toBe('fresh'));
    expect(api.sent[0]?.url).toMatch(/\/account\/refresh$/);
    unmount();
  });
});
