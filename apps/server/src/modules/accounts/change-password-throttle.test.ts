import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from './accounts.test-helpers.ts';
import { FAILURE_WINDOW_MS, MAX_FAILURES } from './login-throttle.ts';

/**
 * Finding 1.8: the current password asked by change-password could be guessed without limit. A
 * wrong one now counts as a failed sign-in of the account (and of the address).
 */
describe.each(databaseKinds())('change password under the sign-in limit on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const change = (token: string, AltesPasswort: string, ip?: string) =>
    api(t, 'PUT', '/account/resetPasswordWithoutToken', {
      token,
      body: { AltesPasswort, Passwort: 'Herbst2027', PasswortBestaetigung: 'Herbst2027' },
      ...(ip ? { ip } : {}),
    });
  const login = (Email: string, Password: string, ip?: string) =>
    api(t, 'POST', '/account/login', { body: { Email, Password }, ...(ip ? { ip } : {}) });

  it('refuses the 11th try of an account (even the right password), and its sign-in, with the wait', async () => {
    const email = 'raten@example.org';
    const { Token } = await signedUpReferrer(t, email, { password: PASSWORD });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await change(Token, `Falsch${i}aA`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('accounts.password_change_failed');
    }
    const refused = await change(Token, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.too_many_attempts');
    expect(refused.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json().details.retryAfterSeconds).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
    const signIn = await login(email, PASSWORD);
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json().details.retryAfterSeconds).toBeGreaterThan(0);

    t.clock.advance(FAILURE_WINDOW_MS);
    expect((await change(Token, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'Herbst2027')).statusCode).toBe(200);
  });

  it('counts the wrong current passwords of one address across accounts', async () => {
    const ip = '10.201.0.1';
    for (let i = 0; i < MAX_FAILURES; i++) {
      const { Token } = await signedUpReferrer(t, `adresse${i}@example.org`, { password: PASSWORD });
      expect((await change(Token, 'Falsch1aA', ip)).statusCode).toBe(400);
    }
    expect((await login('adresse0@example.org', PASSWORD, ip)).statusCode).toBe(429);
  });
});
