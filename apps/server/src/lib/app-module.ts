import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { CaptchaOptions } from '../modules/captcha/captcha.service.ts';

// A server module registers itself (docs/decisions/013-module-plugins.md): it names the modules it
// is built after, builds its repositories and services from what they provide, and brings its
// routes. `app.ts` lists the modules once; the server, the tests and the commands build them here.

/** What every module may build from: the process's configuration, database and clock. */
export interface ModuleContext {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  captchaOptions?: CaptchaOptions | undefined;
  /** The shared Redis (commands connection) when REDIS_URL is set: to tell other instances of a change. */
  redis?: Redis | undefined;
}

// A plugin of any type provider (the routes are zod plugins).
// biome-ignore lint/suspicious/noExplicitAny: the server's options and type provider vary per plugin
type RoutesPlugin = FastifyPluginAsync<any, any, any, any>;

/**
 * A module: `Provides` is what its `services` add to the app's services (names unique across all
 * modules), `Uses` what it reads of them. `Uses` holds what the modules in `needs` provide, ready
 * while this one is built, and the hand-ins it declares for a module above it to provide (the
 * engine's partner events, the reward link): those are there once every module is built, so a
 * module reads them inside a function, never while it is built.
 */
export interface AppModule<Provides extends object = object, Uses extends object = object> {
  readonly name: string;
  /** The modules built before this one because `services` reads what they provide. */
  readonly needs: readonly string[];
  services(ctx: ModuleContext, use: Uses): Provides;
  /** Routes under `/api/v1/:apiRoute`, where the tenant is resolved from the path. */
  tenantRoutes?(use: Provides & Uses, ctx: ModuleContext): RoutesPlugin[];
  /** Routes at the root (partner API, login tokens, health). */
  rootRoutes?(use: Provides & Uses, ctx: ModuleContext): RoutesPlugin[];
  /**
   * The operator console's routes under `/api/betrieb/v1`, answered only on the console's host
   * (`CONSOLE_HOST`); each declares `config.auth = { operator: right }`.
   */
  consoleRoutes?(use: Provides & Uses, ctx: ModuleContext): RoutesPlugin[];
}

/** Declares a module; `Provides` and `Uses` come from its `services` function. */
export function defineModule<Provides extends object, Uses extends object = object>(
  module: AppModule<Provides, Uses>,
): AppModule<Provides, Uses> {
  return module;
}

// biome-ignore lint/suspicious/noExplicitAny: any module, whatever it provides and uses
export type AnyModule = AppModule<any, any>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** What a module adds to the app's services. */
export type ProvidedBy<M> = M extends AppModule<infer P, infer _U> ? P : never;
type UsedBy<M> = M extends AppModule<infer _P, infer U> ? U : never;
/** The app's services: what every module of the list provides. */
export type ServicesOf<Ms extends readonly AnyModule[]> = UnionToIntersection<ProvidedBy<Ms[number]>>;
/** What the modules of the list use, together; the app's services must hold it all. */
export type UsesOf<Ms extends readonly AnyModule[]> = UnionToIntersection<UsedBy<Ms[number]>>;

/** The modules in build order: each after the ones it needs, otherwise in the order listed. */
export function buildOrder<Ms extends readonly AnyModule[]>(modules: Ms): AnyModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'building' | 'built'>();
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === 'built') return;
    if (state.get(m.name) === 'building')
      throw new Error(`module ${m.name} needs itself: ${[...path, m.name].join(' → ')}`);
    state.set(m.name, 'building');
    for (const need of m.needs) {
      const other = byName.get(need);
      if (!other) throw new Error(`module ${m.name} needs ${need}, which is not in the module list`);
      visit(other, [...path, m.name]);
    }
    state.set(m.name, 'built');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** Builds every module's services, each after the ones it needs; one object, as `app.services`. */
export function buildServices<Ms extends readonly AnyModule[]>(
  modules: Ms,
  ctx: ModuleContext,
): ServicesOf<Ms> {
  const services: Record<string, unknown> = {};
  for (const m of buildOrder(modules)) {
    // The same object for every module, so a hand-in provided later is found when it is called.
    const provided = m.services(ctx, services);
    for (const [name, value] of Object.entries(provided)) {
      if (name in services)
        throw new Error(`module ${m.name} provides ${name}, which another module provides`);
      services[name] = value;
    }
  }
  return services as ServicesOf<Ms>;
}
