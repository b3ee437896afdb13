import { describe, expect, it } from 'vitest';
import { DEMO_POOL_MAX, demoPool } from './demo-operator-pool.ts';

describe('the demo operator pool', () => {
  it('gives every operator its own address and its own secret of 20 bytes', () => {
    const pool = demoPool(DEMO_POOL_MAX);
    expect(pool).toHaveLength(3 * DEMO_POOL_MAX);
    expect(new Set(pool.map((o) => o.email)).size).toBe(pool.length);
    expect(new Set(pool.map((o) => o.totpSecret)).size).toBe(pool.length);
    for (const operator of pool) expect(operator.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
