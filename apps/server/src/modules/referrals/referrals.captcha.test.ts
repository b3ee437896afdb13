import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaOn, solvedCaptcha } from '../../test/captcha-solver.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { count, create, createBody } from './referrals.test-helpers.ts';

/**
 * Recommending where the tenant asks for a captcha (spec §9 FriendlyCaptcha): the body is checked
 * before the captcha (decision 012), so a form error does not spend the captcha the person solved.
 */
describe.each(databaseKinds())('recommending with a captcha on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await captchaOn(t, 'telko');
  });
  afterAll(() => t.close());

  const createWith = (captcha: string | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/telko/Empfehlen/create${captcha === undefined ? '' : `?captcha=${encodeURIComponent(captcha)}`}`,
      payload: body as object,
    });

  it('says a null body needs a captcha', async () => {
    const res = await create(t, 'telko', null);
    expect(res.json()).toEqual({ IsCaptchaRequired: true });
  });

  it('answers an invalid form with its fields before the captcha, which stays good for the corrected form', async () => {
    const captcha = await solvedCaptcha(t.app, 'telko');
    const invalid = await createWith(captcha, createBody({ recipient: 'kein-at-zeichen' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('common.validation');
    expect(invalid.json().details.fields).toContainEqual({
      path: 'body.Empfaenger.Email',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    });
    // Without a captcha the same invalid form gets the same fields: the captcha is not looked at.
    expect((await createWith(undefined, createBody({ recipient: 'kein-at-zeichen' }))).json().code).toBe(
      'common.validation',
    );
    expect(await count(t, 'referrals')).toBe(0);

    const corrected = await createWith(captcha, createBody({ recipient: 'captcha-ok@example.org' }));
    expect(corrected.statusCode).toBe(202);
    const replay = await createWith(captcha, createBody({ recipient: 'captcha-again@example.org' }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha.invalid');
  });

  it('asks for the captcha when the form is valid and none is sent', async () => {
    const res = await createWith(undefined, createBody({ recipient: 'no-captcha@example.org' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha.required');
  });
});
