import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { TestContext } from '../../test/test-app.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { createAgencySsoRepository } from './agency-sso.repository.ts';
import { AGENCY_IDP_SECRET_PURPOSE } from './agency-sso.service.ts';
import { AGENCY_CALLBACK_PATH, DEV_IDP_PATH, type DevIdpClient } from './dev-idp.clients.ts';
import { createDevIdentityProvider } from './dev-idp.provider.ts';
import { devIdpRoutes } from './dev-idp.routes.ts';
import { DEV_IDP_USERS, type DevIdpUser } from './dev-idp-users.ts';

export const TEST_REDIRECT_URI = `http://partner.localhost:3000${AGENCY_CALLBACK_PATH}`;

/** A person whose `department` names no agency of the partner tenant. */
export const STRANGER: DevIdpUser = {
  sub: 'partner-fremd',
  name: 'Frida Fremd',
  department: 'agentur-west',
  roles: ['AgenturInhaber'],
  describes: 'Agenturinhaberin (keine Agentur des Programms)',
  describesEn: 'agency owner (no agency of the programme)',
};

export interface TestIdp {
  issuer: string;
  /** Where the provider itself listens. */
  origin: string;
  /** The partner portal's client and a second client of the same provider. */
  client: DevIdpClient;
  other: DevIdpClient;
  close(): Promise<void>;
}

/**
 * A real oidc-provider (the development provider's code, login page included) on an ephemeral
 * 127.0.0.1 port, for the exchange's tests.
 */
export async function startTestIdp(
  options: {
    /** The origin the provider names as its issuer's (a proxy's in front of it); its own by default. */
    origin?: string;
    /** Claims in the userinfo answer only, as a provider that conforms strictly sends them. */
    claimsInUserinfoOnly?: boolean;
  } = {},
): Promise<TestIdp> {
  const client = (clientId: string): DevIdpClient => ({
    tenantId: '',
    clientId,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: [TEST_REDIRECT_URI],
    users: [...(DEV_IDP_USERS.partner ?? []), STRANGER],
  });
  const clients = [client('kwk-partner-test'), client('kwk-other-test')];
  let provider: Promise<Provider> | undefined;
  let issuer = '';
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(
    devIdpRoutes({
      provider: () => {
        provider ??= createDevIdentityProvider({
          issuer,
          clients,
          conformIdTokenClaims: options.claimsInUserinfoOnly === true,
        });
        return provider;
      },
      clients: () => clients,
    }),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const own = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  issuer = `${options.origin ?? own}${DEV_IDP_PATH}`;
  return { issuer, origin: own, client: clients[0]!, other: clients[1]!, close: () => server.close() };
}

/** Points the tenant's `agency_identity_providers` row at a provider's client, as the CLI would. */
export async function pointTenantAt(
  t: TestContext,
  idp: { issuer: string },
  client: Pick<DevIdpClient, 'clientId' | 'clientSecret' | 'redirectUris'>,
  tenantKey = 'partner',
) {
  const tenant = (await t.app.services.tenants.byKey(tenantKey))!;
  const box = createSecretBox(TEST_APP_SECRET, AGENCY_IDP_SECRET_PURPOSE);
  await createAgencySsoRepository().saveProvider(t.database.db as Db, {
    tenantId: tenant.id,
    issuer: idp.issuer,
    clientId: client.clientId,
    clientSecretEncrypted: box.seal(client.clientSecret),
    redirectUris: client.redirectUris,
    roleClaim: 'roles',
    updatedAt: new Date(),
  });
}

/** A browser's cookies for one host, enough for the provider's interaction cookies. */
class CookieJar {
  #cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header() {
    return [...this.#cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

/** What the browser saw on the way: the login page's HTML and where the provider sent it back. */
export interface Authorized {
  loginPage: string;
  loginHeaders: Headers;
  callback: URL;
  code: string;
  state: string;
}

/**
 * Walks an authorization URL as a browser would, choosing the person's button on the login page:
 * authorization → login page → button → back to the redirect URI with a code.
 */
export async function authorize(authorizationUrl: string, sub: string): Promise<Authorized> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response);
    return response;
  };
  const next = (response: Response, from: string) => {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400)
      throw new Error(`expected a redirect from ${new URL(from).pathname}, got ${response.status}`);
    return new URL(location, from).href;
  };

  let url = authorizationUrl;
  let response = await go(url);
  url = next(response, url);
  response = await go(url);
  if (response.status !== 200) throw new Error(`login page answered ${response.status}`);
  const loginHeaders = response.headers;
  const loginPage = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(loginPage)?.[1];
  if (!action) throw new Error('no form on the login page');
  const post = new URL(action.replaceAll('&amp;', '&'), url).href;
  response = await go(post, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sub }).toString(),
  });
  url = next(response, post);
  // Back to the authorization endpoint, which answers with the redirect to the client.
  for (let hops = 0; hops < 5 && new URL(url).pathname.startsWith(DEV_IDP_PATH); hops++) {
    response = await go(url);
    url = next(response, url);
  }
  const callback = new URL(url);
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state) throw new Error(`no code in the return: ${callback.searchParams.get('error') ?? '?'}`);
  return { loginPage, loginHeaders, callback, code, state };
}

/**
 * An HTTP proxy in front of a provider, for what a real provider never does on its own: answer a
 * token request with another client's tokens (`tokenClient`), or have its discovery name another
 * issuer than its tokens carry (`issuerAs`: every occurrence of the provider's issuer is replaced).
 */
export async function startProxy(options: {
  target: () => string;
  tokenClient?: () => Pick<DevIdpClient, 'clientId' | 'clientSecret'>;
  rewrite?: { from: () => string; to: () => string };
}): Promise<{ origin: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    if (options.tokenClient && req.url?.endsWith('/token')) {
      const { clientId, clientSecret } = options.tokenClient();
      const basic = Buffer.from(
        `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
      ).toString('base64');
      headers.set('authorization', `Basic ${basic}`);
    }
    const upstream = await fetch(`${options.target()}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (options.rewrite && req.url?.includes('/.well-known/'))
      body = Buffer.from(body.toString('utf8').replaceAll(options.rewrite.from(), options.rewrite.to()));
    const out: Record<string, string | string[]> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name))
        out[name] = value;
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(upstream.status, out).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
