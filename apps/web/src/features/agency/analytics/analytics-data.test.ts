import { describe, expect, it } from 'vitest';
import { berlinToday, formatRate, initialRange } from './analytics-data.ts';

describe('agency analytics on the page', () => {
  it('writes a rate as a percentage, and none as the dash', () => {
    expect(formatRate(0.25, 'de')).toBe('25\u00a0%');
    expect(formatRate(0.1234, 'en')).toBe('12.3%');
    expect(formatRate(0, 'de')).toBe('0\u00a0%');
    expect(formatRate(null, 'de')).toBe('–');
  });

  it('opens with the last 12 weeks up to today in Berlin', () => {
    // 23:30 UTC on Sunday the 22nd is Monday the 23rd in Berlin: a new week.
    expect(berlinToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(initialRange(new Date('2026-11-22T23:30:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-23' });
  });
});
