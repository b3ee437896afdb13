import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { DEV_IDP_PATH, type DevIdpClient, devIdpInteractionPath } from './dev-idp.clients.ts';
import { devIdpExpiredPage, devIdpLang, devIdpLoginPage } from './dev-idp.page.ts';

/** What the provider's own answers (JSON, redirects, its error page) carry, as the portal's API answers do. */
const PROVIDER_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const html = { 200: z.string(), 400: z.string(), 404: z.string() };

/**
 * Mounts a development OpenID provider at /dev/idp: its endpoints (discovery, authorization,
 * token, keys, userinfo) go to oidc-provider's Koa handler through a hijacked reply, the login
 * page and its buttons are this portal's own routes (so the portal's security headers apply).
 */
export function devIdpRoutes(deps: {
  provider: () => Promise<Provider>;
  clients: () => readonly DevIdpClient[];
}): FastifyPluginAsyncZod {
  return async (app) => {
    /** The login page's form posts, and is redirected, to the client's redirect URI: CSP form-action must allow it. */
    const formTargets = new WeakMap<FastifyRequest, string>();

    await app.register(async (instance) => {
      const pages = instance.withTypeProvider<ZodTypeProvider>();
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      pages.addHook('onSend', async (request, reply, payload) => {
        const target = formTargets.get(request);
        const csp = reply.getHeader('content-security-policy');
        if (target && typeof csp === 'string')
          reply.header(
            'content-security-policy',
            csp.replace("form-action 'self'", `form-action 'self' ${target}`),
          );
        reply.header('cache-control', 'no-store');
        return payload;
      });

      pages.get(
        `${DEV_IDP_PATH}/interaction/:uid`,
        {
          schema: { hide: true, params: uidParams, response: html },
        },
        async (request, reply) => {
          const provider = await deps.provider();
          const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
          if (!details || details.uid !== request.params.uid)
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(devIdpExpiredPage(devIdpLang(details?.params.ui_locales)));
          const clientId = String(details.params.client_id);
          const client = deps.clients().find((c) => c.clientId === clientId);
          const redirectUri = String(details.params.redirect_uri ?? '');
          if (URL.canParse(redirectUri)) formTargets.set(request, new URL(redirectUri).origin);
          return reply.type('text/html; charset=utf-8').send(
            devIdpLoginPage({
              action: `${devIdpInteractionPath(details.uid)}/login`,
              clientId,
              users: client?.users ?? [],
              lang: devIdpLang(details.params.ui_locales),
            }),
          );
        },
      );

      pages.post(
        `${DEV_IDP_PATH}/interaction/:uid/login`,
        {
          schema: {
            hide: true,
            params: uidParams,
            body: z.object({ sub: z.string().min(1).max(100) }),
            response: { 303: z.null(), 400: z.string() },
          },
        },
        async (request, reply) => {
          const provider = await deps.provider();
          const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
          const client = deps.clients().find((c) => c.clientId === details?.params.client_id);
          const user = client?.users.find((u) => u.sub === request.body.sub);
          if (!details || details.uid !== request.params.uid || !user)
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(devIdpExpiredPage(devIdpLang(details?.params.ui_locales)));
          const returnTo = await provider.interactionResult(request.raw, reply.raw, {
            login: { accountId: user.sub },
          });
          return reply.redirect(returnTo, 303);
        },
      );
    });

    const handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
    const handlerOf = (provider: Provider) => {
      let handler = handlers.get(provider);
      if (!handler) {
        handler = provider.callback();
        handlers.set(provider, handler);
      }
      return handler;
    };

    await app.register(async (mount) => {
      // The provider reads its own request bodies (the token endpoint's form): leave the stream unread.
      mount.removeAllContentTypeParsers();
      mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
      mount.all(
        `${DEV_IDP_PATH}/*`,
        { schema: { hide: true, params: z.object({ '*': z.string() }), response: { 200: z.unknown() } } },
        async (request, reply) => {
          const provider = await deps.provider();
          reply.hijack();
          // Mounted like Express's app.use: the provider routes on the rest of the path and takes
          // its mount path from originalUrl (oidc_context.js urlFor).
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          raw.originalUrl = raw.url;
          raw.url = (raw.url ?? '/').slice(DEV_IDP_PATH.length) || '/';
          for (const [name, value] of Object.entries(PROVIDER_HEADERS)) reply.raw.setHeader(name, value);
          await handlerOf(provider)(raw, reply.raw);
        },
      );
    });
  };
}
