import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { useLoaded } from './use-loaded.ts';

describe('useLoaded', () => {
  it('asks nothing without a load', () => {
    const { result } = renderHook(() => useLoaded(null));
    expect(result.current[0]).toEqual({ type: 'idle' });
  });

  it('is loading, then holds the answer', async () => {
    const load = async () => 42;
    const { result } = renderHook(() => useLoaded(load));
    expect(result.current[0]).toEqual({ type: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ type: 'ready', data: 42 }));
  });

  it('keeps the error code of a refused call, and a technical one for anything else', async () => {
    const refused = async () => {
      throw new ApiRequestError(401, { code: 'rewards.token_invalid' });
    };
    const broken = async () => {
      throw new TypeError('bug');
    };
    const first = renderHook(() => useLoaded(refused));
    await waitFor(() =>
      expect(first.result.current[0]).toEqual({ type: 'failed', code: 'rewards.token_invalid' }),
    );
    const second = renderHook(() => useLoaded(broken));
    await waitFor(() =>
      expect(second.result.current[0]).toEqual({ type: 'failed', code: 'common.technical' }),
    );
  });

  it('drops the answer of a load that was replaced meanwhile', async () => {
    let finishSlow: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finishSlow = resolve));
    const fast = async () => 'fast';
    const { result, rerender } = renderHook(({ load }) => useLoaded(load), { initialProps: { load: slow } });
    rerender({ load: fast });
    await waitFor(() => expect(result.current[0]).toEqual({ type: 'ready', data: 'fast' }));
    finishSlow('slow');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current[0]).toEqual({ type: 'ready', data: 'fast' });
  });
});
