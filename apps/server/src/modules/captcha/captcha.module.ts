import { defineModule } from '../../lib/app-module.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { createCaptchaService } from './captcha.service.ts';

/** The self-hosted proof-of-work captcha (decision 003). */
export const captchaModule = defineModule({
  name: 'captcha',
  needs: [],
  services: ({ db, clock, config, captchaOptions }) => ({
    captcha: createCaptchaService({ db, clock, secret: config.appSecret, options: captchaOptions }),
  }),
  tenantRoutes: ({ captcha }) => [captchaRoutes({ captcha })],
});
