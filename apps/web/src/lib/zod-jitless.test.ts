import { describe, expect, it } from 'vitest';
import { z } from './zod-jitless.ts';

describe('zod as the web builds resolve it', () => {
  it('never compiles a parser with new Function (the CSP allows no eval), and still parses', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.strictObject({ Goal: z.enum(['share']) }).parse({ Goal: 'share' })).toEqual({ Goal: 'share' });
  });
});
