import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReview } from './use-review.ts';

describe('useReview', () => {
  it('clears the last message when a case is chosen, and says how a closed review ended', () => {
    const { result } = renderHook(() => useReview<string>());
    act(() => result.current.choose('a'));
    act(() => result.current.close('Entschieden.'));
    expect(result.current).toMatchObject({ chosen: null, done: 'Entschieden.' });
    act(() => result.current.choose('b'));
    expect(result.current).toMatchObject({ chosen: 'b', done: '' });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ chosen: null, done: '' });
  });
});
