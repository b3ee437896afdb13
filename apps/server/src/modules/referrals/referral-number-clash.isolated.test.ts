import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { create, createBody } from './referrals.test-helpers.ts';

// Empfehlungsnummern come from the crypto generator; this test makes it draw a taken number. It
// replaces a module (vi.mock), so it runs with a module registry of its own (`*.isolated.test.ts`,
// vitest.config.ts): the other server test files share one per worker.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return { ...crypto, randomInt: vi.fn(crypto.randomInt) };
});

describe.each(databaseKinds())('a referral number already taken on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('draws a new Empfehlungsnummer when the random one is taken', async () => {
    // The crypto generator decides the number: the same one twice makes the second create clash once.
    const real = (await vi.importActual<typeof import('node:crypto')>('node:crypto')).randomInt;
    let clashes = 2;
    const draw = vi
      .mocked(randomInt)
      .mockImplementation(((...args: [number, number]) =>
        args[0] === 10_000_000 && clashes-- > 0 ? 55_000_000 : real(...args)) as never);
    try {
      const first = await create(
        t,
        'telko',
        createBody({ referrer: 'los1@example.org', recipient: 'a1@example.org' }),
      );
      const second = await create(
        t,
        'telko',
        createBody({ referrer: 'los2@example.org', recipient: 'a2@example.org' }),
      );
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      expect(first.json().Empfehlungsnummer).toBe(55_000_000);
      expect(second.json().Empfehlungsnummer).not.toBe(55_000_000);
    } finally {
      draw.mockImplementation(real as never);
    }
  });
});
