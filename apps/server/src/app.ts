import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { errorMessage } from '@kwk/shared/errors/error-codes';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { createAccountEventsRepository } from './modules/accounts/account-events.repository.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { adminLoginRoutes, loginTokenRoutes } from './modules/accounts/admin-login.routes.ts';
import { createAdminLoginService } from './modules/accounts/admin-login.service.ts';
import { createReferrerBankDataRepository } from './modules/accounts/referrer-bank-data.repository.ts';
import { createReferrersRepository } from './modules/accounts/referrers.repository.ts';
import { createSessionsRepository } from './modules/accounts/sessions.repository.ts';
import { createSessionsService } from './modules/accounts/sessions.service.ts';
import { createAgentsRepository } from './modules/agents/agents.repository.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { type CaptchaOptions, createCaptchaService } from './modules/captcha/captcha.service.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createContactReceiptsRepository } from './modules/contact/contact-receipts.repository.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLifecycleRepository } from './modules/lifecycle/lifecycle.repository.ts';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service.ts';
import { createLifecycleJobs } from './modules/lifecycle/lifecycle-jobs.ts';
import { createRewardCreditsRepository } from './modules/lifecycle/reward-credits.repository.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { myDataRoutes } from './modules/my-data/my-data.routes.ts';
import { createMyDataService } from './modules/my-data/my-data.service.ts';
import { createPartnerEventsRepository } from './modules/partner-events/partner-events.repository.ts';
import { partnerEventsRoutes } from './modules/partner-events/partner-events.routes.ts';
import { createPartnerEventsService } from './modules/partner-events/partner-events.service.ts';
import { createPartnerKeysRepository } from './modules/partner-keys/partner-keys.repository.ts';
import { createPartnerKeysService } from './modules/partner-keys/partner-keys.service.ts';
import { createPersonalAreaRepository } from './modules/personal-area/personal-area.repository.ts';
import { personalAreaRoutes } from './modules/personal-area/personal-area.routes.ts';
import { createPersonalAreaService } from './modules/personal-area/personal-area.service.ts';
import { createRecipientsRepository } from './modules/recipients/recipients.repository.ts';
import { recipientsRoutes } from './modules/recipients/recipients.routes.ts';
import { createRecipientsService } from './modules/recipients/recipients.service.ts';
import { referralVisitsRoutes } from './modules/referrals/referral-visits.routes.ts';
import { createReferralVisitsService } from './modules/referrals/referral-visits.service.ts';
import { createReferralsRepository } from './modules/referrals/referrals.repository.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { rewardLinkRequest } from './modules/rewards/reward-link.ts';
import { createRewardsRepository } from './modules/rewards/rewards.repository.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { createRewardsService } from './modules/rewards/rewards.service.ts';
import { spaRoutes } from './modules/spa/spa.routes.ts';
import { TenantCache } from './modules/tenants/tenant-cache.ts';
import { createTenantsRepository } from './modules/tenants/tenants.repository.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { createTokensService } from './modules/tokens/tokens.service.ts';
import { AppError } from './plugins/app-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodySchemaPlugin } from './plugins/body-schema.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputCharactersPlugin } from './plugins/input-characters.ts';
import { languageOf } from './plugins/language.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { resolveTenantFromPath } from './plugins/tenant-context.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  redis?: Redis | undefined;
  captchaOptions?: CaptchaOptions;
  logger?: FastifyServerOptions['logger'];
  /** Called for every registered route; the schema-coverage test listens here. */
  onRoute?: (route: { method: string | string[]; url: string; schema?: unknown }) => void;
}

/** Repositories and services the app wires once; tests reach them through `app.services`. */
export function createServices({ config, database, clock, captchaOptions }: AppDeps) {
  const db = database.db;
  const outbox = createOutboxRepository({ db });
  const captcha = createCaptchaService({ db, clock, secret: config.appSecret, options: captchaOptions });
  const tenants = new TenantCache(
    createTenantsRepository({ db }).listAll,
    config.deployEnv,
    config.defaultTenant,
  );
  const content = createContentRepository({ db });
  const tokens = createTokensService({ clock });
  const agentsRepository = createAgentsRepository({ db });
  const referrers = createReferrersRepository();
  const referralsRepository = createReferralsRepository();
  const referrals = createReferralsService({
    db,
    clock,
    config,
    captcha,
    tokens,
    outbox,
    referrers,
    referrals: referralsRepository,
    agents: agentsRepository,
  });
  const recipientsRepository = createRecipientsRepository();
  const lifecycleRepository = createLifecycleRepository();
  const partnerEventsRepository = createPartnerEventsRepository({ database });
  const rewardCredits = createRewardCreditsRepository();
  const engine = createLifecycleService({
    config,
    lifecycle: lifecycleRepository,
    referrals: referralsRepository,
    referrers,
    recipients: recipientsRepository,
    outbox,
    events: partnerEventsRepository.eventsOf,
    rewardLink: (tx, tenantId, referrerId) => tokens.issue(tx, rewardLinkRequest(tenantId, referrerId)),
  });
  const visits = createReferralVisitsService({
    db,
    clock,
    config,
    referrals: referralsRepository,
    referrers,
    link: (tenant, nr) => referrals.link(tenant, nr),
  });
  const sessionRows = createSessionsRepository();
  const sessions = createSessionsService({ db, clock, sessions: sessionRows });
  const accounts = createAccountsService({
    db,
    clock,
    config,
    referrers,
    sessions,
    sessionRows,
    events: createAccountEventsRepository(),
    tokens,
    outbox,
  });
  const personalArea = createPersonalAreaService({
    clock,
    area: createPersonalAreaRepository({ database }),
    link: (tenant, nr) => referrals.link(tenant, nr),
  });
  const rewards = createRewardsService({
    db,
    clock,
    config,
    sessions,
    tokens,
    referrers,
    rewards: createRewardsRepository({ credits: rewardCredits }),
    bankData: createReferrerBankDataRepository(),
    outbox,
  });
  const myData = createMyDataService({
    db,
    clock,
    config,
    referrers,
    bankData: createReferrerBankDataRepository(),
    events: createAccountEventsRepository(),
    tokens,
    outbox,
  });
  const adminLogin = createAdminLoginService({
    db,
    clock,
    config,
    referrers,
    sessions,
    tokens,
    events: createAccountEventsRepository(),
  });
  return {
    tenants,
    outbox,
    sessions,
    accounts,
    adminLogin,
    personalArea,
    rewards,
    myData,
    captcha,
    content,
    tokens,
    catalogue: createCatalogueService({ catalogue: createCatalogueRepository({ db }), clock }),
    contact: createContactService({
      db,
      clock,
      config,
      captcha,
      outbox,
      receipts: createContactReceiptsRepository(),
    }),
    referrals,
    visits,
    recipients: createRecipientsService({
      db,
      clock,
      config,
      referrals: referralsRepository,
      referrers,
      recipients: recipientsRepository,
      progress: {
        orderDate: partnerEventsRepository.orderDate,
        recipientCredit: rewardCredits.recipientCredit,
      },
    }),
    agents: createAgentsService({ agents: agentsRepository }),
    partnerKeys: createPartnerKeysService({ clock, tenants, keys: createPartnerKeysRepository({ db }) }),
    partnerEvents: createPartnerEventsService({
      db,
      clock,
      tenants,
      events: partnerEventsRepository,
      lifecycle: lifecycleRepository,
      engine,
    }),
    engine,
    /** The daily lifecycle jobs (expiry, erasure, reward periods); main.ts starts them on a timer. */
    lifecycleJobs: (log: FastifyBaseLogger) =>
      createLifecycleJobs({
        db,
        clock,
        config,
        tenants,
        lifecycle: lifecycleRepository,
        referrals: referralsRepository,
        recipients: recipientsRepository,
        sessions: sessionRows,
        engine,
        log,
      }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /**
     * Graceful shutdown: from now on new requests get 503 (and readiness fails, so a load
     * balancer stops sending), requests in flight finish, then the server closes.
     */
    drain(graceMs: number): Promise<void>;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // Only the named proxies may set the client address (rate limits key on it).
    trustProxy: config.trustProxy || false,
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    connectionTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const services = createServices(deps);
  app.decorate('services', services);

  let closing = false;
  app.decorate('drain', async (graceMs: number) => {
    closing = true;
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    await app.close();
  });
  // A callback hook, not an async one: it runs on every request and costs a promise otherwise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    const lang = languageOf(request.headers['accept-language']);
    reply
      .status(503)
      .header('connection', 'close')
      .send({ code: 'common.shutting_down', message: errorMessage('common.shutting_down', lang) });
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { tenants: services.tenants, isProduction: config.isProduction });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redis: deps.redis });
  await app.register(cookie);
  await app.register(inputCharactersPlugin);
  await app.register(bodySchemaPlugin);
  await app.register(authPlugin, {
    authenticators: {
      referrer: services.sessions.authenticate,
      rewardPickup: services.rewards.actor,
      recipient: services.recipients.authenticate,
      partner: services.partnerKeys.authenticate,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Referral portal API', version: '1.0.0', description: 'Tenant API of spec §7' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (tenantApi) => {
      resolveTenantFromPath(tenantApi, services.tenants);
      await tenantApi.register(tenantsRoutes);
      await tenantApi.register(contentRoutes({ content: services.content, clock }));
      await tenantApi.register(catalogueRoutes({ catalogue: services.catalogue }));
      await tenantApi.register(captchaRoutes({ captcha: services.captcha }));
      await tenantApi.register(contactRoutes({ contact: services.contact }));
      await tenantApi.register(referralsRoutes({ referrals: services.referrals }));
      await tenantApi.register(referralVisitsRoutes({ visits: services.visits }));
      await tenantApi.register(recipientsRoutes({ recipients: services.recipients }));
      await tenantApi.register(agentsRoutes({ agents: services.agents }));
      await tenantApi.register(accountsRoutes({ accounts: services.accounts }));
      await tenantApi.register(adminLoginRoutes({ adminLogin: services.adminLogin }));
      await tenantApi.register(personalAreaRoutes({ area: services.personalArea }));
      await tenantApi.register(rewardsRoutes({ rewards: services.rewards }));
      await tenantApi.register(myDataRoutes({ myData: services.myData }));
    },
    { prefix: '/api/v1/:apiRoute' },
  );

  await app.register(partnerEventsRoutes({ partnerEvents: services.partnerEvents }));
  await app.register(loginTokenRoutes({ adminLogin: services.adminLogin }));
  await app.register(healthRoutes({ database: deps.database, timeoutMs: config.readinessTimeoutMs }));
  // Development only. Elsewhere the path is answered 404 here, or the SPA would serve it as a page.
  if (config.isDevelopment) await app.register(devMailboxRoutes({ outbox: services.outbox }));
  else
    app.get('/dev/mailbox', { schema: { hide: true, response: { 404: apiErrorSchema } } }, async () => {
      throw new AppError('common.not_found');
    });

  // Off outside development unless API_DOCS=true: the document maps every route for an attacker.
  if (config.apiDocs)
    app.get(
      '/api/docs',
      {
        schema: {
          hide: true,
          summary: 'This OpenAPI document',
          response: { 200: z.record(z.string(), z.unknown()) },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(app.swagger() as unknown as Record<string, unknown>),
    );

  await app.register(spaRoutes({ webDist: config.webDist, tenants: services.tenants }));

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    return reply
      .status(404)
      .send({ code: 'common.not_found', message: errorMessage('common.not_found', lang) });
  });

  return app as unknown as FastifyInstance;
}
