import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListFilter } from './use-list-filter.ts';

describe('useListFilter', () => {
  it('asks the list anew only when applied, and then from the first page', () => {
    const { result } = renderHook(() => useListFilter({ tenant: '', reason: '' }));
    act(() => result.current.setQuery({ ...result.current.query, offset: 50 }));
    act(() => result.current.set('reason')('timeout'));
    expect(result.current.values).toEqual({ tenant: '', reason: 'timeout' });
    expect(result.current.query).toEqual({ tenant: '', reason: '', offset: 50 });
    act(() => result.current.apply());
    expect(result.current.query).toEqual({ tenant: '', reason: 'timeout', offset: 0 });
  });
});
