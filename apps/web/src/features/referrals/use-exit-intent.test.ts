import { EXIT_INTENT_DELAY_MS } from '@kwk/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExitIntent } from './use-exit-intent.ts';

const leaveAtTop = () =>
  act(() => {
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }));
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useExitIntent', () => {
  it('opens only after the delay, when the pointer leaves at the top, once per session', () => {
    const first = renderHook(() => useExitIntent(true));
    leaveAtTop();
    expect(first.result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS));
    leaveAtTop();
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(false);
    first.unmount();

    const again = renderHook(() => useExitIntent(true));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS));
    leaveAtTop();
    expect(again.result.current[0]).toBe(false);
  });

  it('stays closed when the tenant switched it off', () => {
    const { result } = renderHook(() => useExitIntent(false));
    act(() => vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS));
    leaveAtTop();
    expect(result.current[0]).toBe(false);
  });
});
