import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { CaptchaOptions } from '../modules/captcha/captcha.service.ts';
import type { Metrics } from '../observability/metrics.ts';

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
  /** The app's metrics (decision 074): business counters after commit, gauges read at scrape time. */
  metrics: Metrics;
}

// A plugin of any type provider (the routes are zod plugins).
// biome-ignore lint/suspicious/noExplicitAny: the server's options and type provider vary per plugin
type RoutesPlugin = FastifyPluginAsync<any, any, any, any>;

/**
 * A module: `Provides` is what its `services` add to the app's services (names unique across all
 * modules), `Uses` what it reads of them. `Uses` holds only what the modules in `needs` provide,
 * directly or through their own needs: `buildServices` hands each module a frozen view of exactly
 * that, and `app.ts` checks the types the same way, so a module cannot read a name of a module
 * above it (decision 050). What a lower module needs of a higher one, the higher one passes when it
 * calls it (e.g. `engineWith(facts)`), as the programme module does for the referral's workflows.
 */
export interface AppModule<
  Provides extends object = object,
  Uses extends object = object,
  Needs extends readonly string[] = readonly string[],
  Name extends string = string,
> {
  readonly name: Name;
  /** The modules built before this one because `services` reads what they provide. */
  readonly needs: Needs;
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

/**
 * Declares a module; `Provides` and `Uses` come from its `services` function, `Needs` is kept as
 * the literal names (and `Name` its own) so that `app.ts` can check `Uses` against what they provide.
 */
export function defineModule<
  Provides extends object,
  Uses extends object = object,
  const Needs extends readonly string[] = readonly string[],
  const Name extends string = string,
>(module: AppModule<Provides, Uses, Needs, Name>): AppModule<Provides, Uses, Needs, Name> {
  return module;
}

// biome-ignore lint/suspicious/noExplicitAny: any module, whatever it provides and uses
export type AnyModule = AppModule<any, any, readonly string[], string>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** What a module adds to the app's services. */
export type ProvidedBy<M> = M extends AppModule<infer P, infer _U, infer _N> ? P : never;
type UsedBy<M> = M extends AppModule<infer _P, infer U, infer _N> ? U : never;
type NeedsOf<M> = M extends AppModule<infer _P, infer _U, infer N> ? N[number] : never;
type Named<Ms extends readonly AnyModule[], Name> = Extract<Ms[number], { readonly name: Name }>;
/**
 * The names of the modules below `Names`: their needs, their needs' needs, and so on, one level
 * per step (the graph is acyclic; 16 levels bound the recursion, the deepest chain has 9).
 */
type Below<Ms extends readonly AnyModule[], Names, Depth extends unknown[] = []> = [Names] extends [never]
  ? never
  : Depth['length'] extends 16
    ? Names
    : Names | Below<Ms, NeedsOf<Named<Ms, Names>>, [...Depth, unknown]>;
/** What a module may use: what the modules below it provide. */
export type VisibleTo<Ms extends readonly AnyModule[], M extends AnyModule> = UnionToIntersection<
  ProvidedBy<Named<Ms, Below<Ms, NeedsOf<M>>>>
> & {}; // {} where a module needs none (what it may use then is nothing)
/**
 * The names of the modules that use something no module below them provides: `never` when each
 * reads only what its needs provide (app.ts requires that, so a read of a module above fails to compile).
 */
export type UsingFromAbove<Ms extends readonly AnyModule[]> = {
  [K in keyof Ms]: Ms[K] extends AnyModule
    ? VisibleTo<Ms, Ms[K]> extends UsedBy<Ms[K]>
      ? never
      : Ms[K]['name']
    : never;
}[number];
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

/** The modules each module is built on (its needs, their needs, …), by name. */
function modulesBelow(ordered: readonly AnyModule[]): Map<string, Set<string>> {
  const below = new Map<string, Set<string>>();
  for (const m of ordered) {
    const names = new Set<string>();
    for (const need of m.needs) {
      names.add(need);
      for (const further of below.get(need) ?? []) names.add(further);
    }
    below.set(m.name, names);
  }
  return below;
}

/**
 * A frozen view of the services for one module: only what the modules below it provide. Reading
 * any other name throws at once, so a module cannot reach a module above it at run time either.
 */
function viewFor(module: AnyModule, visible: Record<string, unknown>): Record<string, unknown> {
  const frozen = Object.freeze(visible);
  return new Proxy(frozen, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !(name in target))
        throw new Error(`module ${module.name} uses ${name}, which none of the modules it needs provides`);
      return Reflect.get(target, name, receiver);
    },
  });
}

/** Every module's services (as `app.services`) and, per module, the view it was built from. */
export function buildModules<Ms extends readonly AnyModule[]>(
  modules: Ms,
  ctx: ModuleContext,
): { services: ServicesOf<Ms>; views: Map<string, Record<string, unknown>> } {
  const ordered = buildOrder(modules);
  const below = modulesBelow(ordered);
  const providedBy = new Map<string, Record<string, unknown>>();
  const services: Record<string, unknown> = {};
  const views = new Map<string, Record<string, unknown>>();
  for (const m of ordered) {
    const visible: Record<string, unknown> = {};
    for (const name of below.get(m.name) ?? []) Object.assign(visible, providedBy.get(name));
    const provided = m.services(ctx, viewFor(m, visible));
    for (const [name, value] of Object.entries(provided)) {
      if (name in services)
        throw new Error(`module ${m.name} provides ${name}, which another module provides`);
      services[name] = value;
    }
    providedBy.set(m.name, provided);
    // The module's routes see what it provides and what it was built from, nothing above it.
    views.set(m.name, viewFor(m, { ...visible, ...provided }));
  }
  return { services: services as ServicesOf<Ms>, views };
}

/** Builds every module's services, each after the ones it needs; one object, as `app.services`. */
export function buildServices<Ms extends readonly AnyModule[]>(
  modules: Ms,
  ctx: ModuleContext,
): ServicesOf<Ms> {
  return buildModules(modules, ctx).services;
}
