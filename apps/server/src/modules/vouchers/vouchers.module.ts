import type { FastifyBaseLogger } from 'fastify';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { devVouchersRoutes } from './dev-vouchers.routes.ts';
import { createVoucherIssuer } from './voucher-issuer.ts';
import { createVouchersRepository } from './vouchers.repository.ts';
import { vouchersRoutes } from './vouchers.routes.ts';
import { createVouchersService } from './vouchers.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof mailModule> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'> &
  Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'rewardCredits' | 'lifecycleHooks'>;

/**
 * Voucher pools (issue 15): codes per tenant and value, imported in the console, issued by a job
 * to the rewards chosen as a voucher. Above lifecycle: a code's reward is paid through the
 * lifecycle's `rewardCredits.markPaid`, which owns the reward's status.
 */
export const vouchersModule = defineModule({
  name: 'vouchers',
  needs: ['audit', 'mail', 'tenants', 'accounts', 'lifecycle'],
  services: (
    { db, clock, config, metrics },
    { audit, outbox, tenants, referrers, rewardCredits, lifecycleHooks }: Uses,
  ) => {
    const repository = createVouchersRepository();
    const vouchers = createVouchersService({
      db,
      clock,
      config,
      tenants,
      audit,
      outbox,
      rewardCredits,
      repository,
    });
    return {
      vouchers,
      /** The voucher issue job; main.ts runs it every minute, tests and the dev route call `runOnce`. */
      voucherIssuer: (log: FastifyBaseLogger) =>
        createVoucherIssuer({
          db,
          clock,
          appSecret: config.appSecret,
          tenants,
          referrers,
          rewardCredits,
          lifecycleHooks,
          outbox,
          audit,
          repository,
          vouchers,
          log,
          metrics,
        }),
    };
  },
  rootRoutes: ({ voucherIssuer }, { config }) =>
    config.isDevelopment ? [devVouchersRoutes({ voucherIssuer })] : [],
  consoleRoutes: ({ vouchers }) => [vouchersRoutes({ vouchers })],
});
