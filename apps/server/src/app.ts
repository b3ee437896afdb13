import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { errorMessage } from '@kwk/shared/errors/error-codes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import {
  type AnyModule,
  buildModules,
  buildServices,
  type ModuleContext,
  type ServicesOf,
  type UsesOf,
  type UsingFromAbove,
} from './lib/app-module.ts';
import { type LogMixin, loggerOptions } from './lib/log-redaction.ts';
import { preparedAnswersServer } from './lib/prepared-answers.ts';
import { requestLogController, writesInfo } from './lib/request-log-controller.ts';
import { lazyRequestLogger } from './lib/request-logger.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { agencyModule } from './modules/agency/agency.module.ts';
import { agentsModule } from './modules/agents/agents.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { captchaModule } from './modules/captcha/captcha.module.ts';
import type { CaptchaOptions } from './modules/captcha/captcha.service.ts';
import { catalogueModule } from './modules/catalogue/catalogue.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { dataRequestsModule } from './modules/data-requests/data-requests.module.ts';
import { exclusionsModule } from './modules/exclusions/exclusions.module.ts';
import { figuresModule } from './modules/figures/figures.module.ts';
import { fraudModule } from './modules/fraud/fraud.module.ts';
import { goodwillModule } from './modules/goodwill/goodwill.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { lifecycleModule } from './modules/lifecycle/lifecycle.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { moneyApprovalsModule } from './modules/money-approvals/money-approvals.module.ts';
import { myDataModule } from './modules/my-data/my-data.module.ts';
import { operatorsModule } from './modules/operators/operators.module.ts';
import { partnerEventsModule } from './modules/partner-events/partner-events.module.ts';
import { partnerKeysModule } from './modules/partner-keys/partner-keys.module.ts';
import { payoutsModule } from './modules/payouts/payouts.module.ts';
import { personalAreaModule } from './modules/personal-area/personal-area.module.ts';
import { programmeModule } from './modules/programme/programme.module.ts';
import { recipientsModule } from './modules/recipients/recipients.module.ts';
import { referralsModule } from './modules/referrals/referrals.module.ts';
import { rewardsModule } from './modules/rewards/rewards.module.ts';
import { spaRoutes } from './modules/spa/spa.routes.ts';
import { widgetHostRoutes } from './modules/spa/widget-host.routes.ts';
import { supportModule } from './modules/support/support.module.ts';
import { taxModule } from './modules/tax/tax.module.ts';
import { MANDANT_ROUTE, mandantPreparedAnswer } from './modules/tenants/mandant-prepared-answer.ts';
import { devPortalOrigins, portalOrigin } from './modules/tenants/tenant-urls.ts';
import { tenantsModule } from './modules/tenants/tenants.module.ts';
import { tokensModule } from './modules/tokens/tokens.module.ts';
import { vouchersModule } from './modules/vouchers/vouchers.module.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { webhooksOpenApi } from './modules/webhooks/webhooks.openapi.ts';
import { measureHttpLatency } from './observability/http-latency.ts';
import { createMetrics, dormantPromClient, loadPromClient, type Metrics } from './observability/metrics.ts';
import { logIncomingInsideSpans } from './observability/request-log.ts';
import type { Tracing } from './observability/tracing.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodySchemaPlugin } from './plugins/body-schema.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { CONSOLE_API_PREFIX, onlyOnConsoleHost } from './plugins/console-host.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputCharactersPlugin } from './plugins/input-characters.ts';
import { languageOf } from './plugins/language.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { apiSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { resolveTenantFromPath } from './plugins/tenant-context.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  redis?: Redis | undefined;
  captchaOptions?: CaptchaOptions;
  logger?: FastifyServerOptions['logger'];
  /** The process's metrics (main.ts serves them on METRICS_PORT); unset: a registry of this app's own. */
  metrics?: Metrics;
  /** Fields for every log line (the trace id while tracing, decision 074). */
  logMixin?: LogMixin;
  /** While tracing: the request span of an answer given before Fastify (decision 076). */
  serverSpan?: Tracing['serverSpan'];
  /** Called for every registered route; the schema-coverage test listens here. */
  onRoute?: (route: { method: string | string[]; url: string; schema?: unknown }) => void;
}

/**
 * The server's modules (docs/modules.md), each registering itself (decision 013): its services are
 * built after the modules it needs, its routes registered in this order. A new module is one line.
 */
const MODULES = [
  auditModule,
  operatorsModule,
  tenantsModule,
  tokensModule,
  mailModule,
  webhooksModule,
  exclusionsModule,
  contentModule,
  catalogueModule,
  moneyApprovalsModule,
  captchaModule,
  contactModule,
  agentsModule,
  accountsModule,
  partnerKeysModule,
  referralsModule,
  recipientsModule,
  lifecycleModule,
  partnerEventsModule,
  personalAreaModule,
  rewardsModule,
  goodwillModule,
  payoutsModule,
  vouchersModule,
  myDataModule,
  dataRequestsModule,
  agencyModule,
  fraudModule,
  programmeModule,
  figuresModule,
  analyticsModule,
  taxModule,
  supportModule,
  healthModule,
] as const satisfies readonly AnyModule[];

export type Services = ServicesOf<typeof MODULES>;
// Every service a module uses is provided by some module (else this line fails to compile)…
const everyUseProvided: Services extends UsesOf<typeof MODULES> ? true : never = true;
void everyUseProvided;
// …by one below it, among its needs or theirs (decision 050): else this line names the module.
const nothingFromAbove: [UsingFromAbove<typeof MODULES>] extends [never]
  ? true
  : { modulesUsingFromAbove: UsingFromAbove<typeof MODULES> } = true;
void nothingFromAbove;

/**
 * Every module's repositories and services, without an app: the server (through `buildApp`), the
 * tests (`app.services`) and the commands in `cli/` get them here.
 */
export function createServices(deps: AppDeps): Services {
  const ctx = moduleContext(deps);
  const services = buildServices(MODULES, ctx);
  nameTenants(ctx.metrics, services);
  return services;
}

const moduleContext = ({
  config,
  database,
  clock,
  captchaOptions,
  redis,
  metrics,
}: AppDeps): ModuleContext => ({
  config,
  database,
  db: database.db,
  clock,
  captchaOptions,
  redis,
  metrics: metrics ?? createMetrics(dormantPromClient),
});

/** The business counters' tenant label: the tenant's key, from the tenant cache. */
const nameTenants = (metrics: Metrics, services: Services) =>
  metrics.nameTenantsWith(async (tenantId) => (await services.tenants.byId(tenantId))?.key);

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The app's metrics registry and counters (decision 074). */
    metrics: Metrics;
    /**
     * Graceful shutdown: from now on new requests get 503 (and readiness fails, so a load
     * balancer stops sending), requests in flight finish, then the server closes.
     */
    drain(graceMs: number): Promise<void>;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logger = deps.logger ?? loggerOptions(config.logLevel, deps.logMixin);
  const preparedAnswers = preparedAnswersServer();
  const app = Fastify({
    logger,
    // The configuration call is answered in front of the router (decision 076, below).
    serverFactory: preparedAnswers.serverFactory as never,
    // Fastify's info lines of each request only where info is written; while tracing, the first one
    // is written inside the request's span instead (lib/request-log-controller.ts).
    logController: requestLogController(logger, { incomingInsideSpan: deps.logMixin !== undefined }),
    // Only the named proxies may set the client address (rate limits key on it).
    trustProxy: config.trustProxy || false,
    bodyLimit: 256 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    // The guards against slow clients are the ones Node checks in one sweep per second: headers
    // within 60 s (its default), the whole request within 120 s, an idle kept-alive connection
    // closed after 72 s. No socket idle timer: it was re-armed on every read and write of every
    // request (decision 057).
    requestTimeout: 120_000,
    // A request's logger is built when it first writes a line (lib/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // The app's own metrics when none are handed in: prom-client where they are served, else the
  // dormant stand-in (no library loaded).
  const ctx = moduleContext({
    ...deps,
    metrics: deps.metrics ?? createMetrics(config.metrics ? await loadPromClient() : dormantPromClient),
  });
  const { metrics } = ctx;
  // Only where the metrics are served: without METRICS_PORT a request pays nothing for them.
  if (config.metrics) measureHttpLatency(app as unknown as FastifyInstance, metrics.http);
  if (deps.logMixin) logIncomingInsideSpans(app as unknown as FastifyInstance);
  if (deps.database.poolStats) metrics.watchPool(deps.database.poolStats);
  const { services, views } = buildModules(MODULES, ctx);
  nameTenants(metrics, services);
  app.decorate('services', services);
  app.decorate('metrics', metrics);
  // Each module's routes see what it provides and what it is built on, as its services did.
  const viewOf = (m: AnyModule) => views.get(m.name) as never;

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

  // The call every page load makes first, prepared once per configuration and answered before
  // Fastify's router (decision 076) — where its request lines are not written, since those are
  // Fastify's (a deployment runs at warn; at info or below every request goes through Fastify).
  if (!writesInfo(logger))
    preparedAnswers.answerWith(
      mandantPreparedAnswer({
        tenants: services.tenants,
        securityHeaders: apiSecurityHeaders(config.isProduction),
        open: () => !closing,
        latency: config.metrics ? metrics.http.forRoute('GET', MANDANT_ROUTE) : undefined,
        span: deps.serverSpan,
      }),
    );

  await app.register(errorHandlerPlugin, { metrics });
  await app.register(securityHeadersPlugin, {
    tenants: services.tenants,
    isProduction: config.isProduction,
    consoleHost: config.consoleHost,
    consoleOrigin: new URL(config.consoleUrl).origin,
    // A page's CSP is fixed when it loads: in development every `{key}.localhost` portal, so a
    // tenant made after the console opened can be previewed without a reload.
    portalOrigins: async () => [
      ...new Set([
        ...(config.deployEnv === 'development' ? [devPortalOrigins(config.publicUrl)] : []),
        ...(await services.tenants.all()).flatMap((tenant) =>
          [portalOrigin(tenant, config), ...tenant.hosts.map((host) => `https://${host}`)].filter(Boolean),
        ),
      ]),
    ],
  });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redis: deps.redis, metrics });
  await app.register(compressionPlugin);
  // Parsed where a cookie is read (lib/request-cookies.ts), not in a hook on every request.
  await app.register(cookie, { hook: false });
  await app.register(inputCharactersPlugin);
  await app.register(bodySchemaPlugin);
  await app.register(authPlugin, {
    authenticators: {
      referrer: services.sessions.authenticate,
      rewardPickup: services.rewards.actor,
      recipient: services.recipients.authenticate,
      partner: services.partnerKeys.authenticate,
      agency: services.agencySessions.authenticate,
      operator: services.operatorSessions.authenticate,
    },
  });
  await app.register(swagger, {
    openapi: {
      // 3.1 for its `webhooks`: the events the portal posts to the brands' endpoints (issue 31).
      openapi: '3.1.0',
      info: { title: 'Referral portal API', version: '1.0.0', description: 'Tenant API of spec §7' },
      webhooks: webhooksOpenApi(),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (tenantApi) => {
      resolveTenantFromPath(tenantApi, services.tenants);
      for (const m of MODULES as readonly AnyModule[])
        for (const routes of m.tenantRoutes?.(viewOf(m), ctx) ?? []) await tenantApi.register(routes);
    },
    { prefix: '/api/v1/:apiRoute' },
  );
  await app.register(
    async (consoleApi) => {
      onlyOnConsoleHost(consoleApi, config.consoleHost);
      for (const m of MODULES as readonly AnyModule[])
        for (const routes of m.consoleRoutes?.(viewOf(m), ctx) ?? []) await consoleApi.register(routes);
    },
    { prefix: CONSOLE_API_PREFIX },
  );
  for (const m of MODULES as readonly AnyModule[])
    for (const routes of m.rootRoutes?.(viewOf(m), ctx) ?? []) await app.register(routes);

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

  if (config.isDevelopment) await app.register(widgetHostRoutes({ tenants: services.tenants }));
  await app.register(
    spaRoutes({
      webDist: config.webDist,
      tenants: services.tenants,
      consoleHost: config.consoleHost,
      bootData: services.startContent.bootData,
    }),
  );

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    return reply
      .status(404)
      .send({ code: 'common.not_found', message: errorMessage('common.not_found', lang) });
  });

  return app as unknown as FastifyInstance;
}
