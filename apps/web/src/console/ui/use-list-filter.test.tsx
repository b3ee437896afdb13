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

  it('binds a control to a value by its name', () => {
    const { result } = renderHook(() => useListFilter({ tenant: '', reason: '' }));
    expect(result.current.bind('tenant').value).toBe('');
    act(() => result.current.bind('tenant').onChange('telko'));
    expect(result.current.bind('tenant').value).toBe('telko');
    expect(result.current.values).toEqual({ tenant: 'telko', reason: '' });
  });
});
