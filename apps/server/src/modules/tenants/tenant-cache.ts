import type { Environment, Mandant } from '@kwk/shared/tenants/mandant.schemas';
import type { Db } from '../../db/client.ts';
import type { TenantRow } from './tenants.repository.ts';

/** A tenant as the request pipeline sees it, with its configuration answer prepared once. */
export interface Tenant {
  id: string;
  key: string;
  hosts: string[];
  mandant: Mandant;
  /**
   * `GET /mandant/{key}` served as prepared JSON bytes: configuration comes from memory (issue 2
   * perf target), and a Buffer is written as it is where a string would be encoded per request.
   */
  mandantBody: Buffer;
  etag: string;
}

export function toMandant(
  row: TenantRow,
  environment: Environment,
  trackingEndpoints: Readonly<Record<string, string>> = {},
): Mandant {
  const endpoint = trackingEndpoints[row.key];
  // TRACKING_ENDPOINTS replaces this environment's endpoint (config.ts); the stored row is unchanged.
  const brand =
    endpoint === undefined
      ? row.brand
      : {
          ...row.brand,
          Tracking: {
            ...row.brand.Tracking,
            [environment]: { ...row.brand.Tracking[environment], endpoint },
          },
        };
  return { Key: row.key, ...row.settings, Brand: brand, Environment: environment };
}

/** What `TenantCache.byKeyNow` answers while the configuration is (re)loading. */
export const LOADING = Symbol('loading');

/** The tenants of one load, keyed by key and by host. */
interface Snapshot {
  byKey: Map<string, Tenant>;
  byHost: Map<string, Tenant>;
  first: Tenant | undefined;
}

/**
 * All tenants in memory, keyed by key and by host. Loaded on first use and after `invalidate()`,
 * which the seed/admin paths call in-process and a Redis message triggers across instances.
 *
 * A caller inside a transaction passes it (`within`): where the tenants must be loaded again, that
 * caller loads them on its transaction instead of waiting for a load on a connection of its own —
 * which on PGlite, one connection, waits for the caller's transaction to end, for ever; and on
 * PostgreSQL takes a second connection from a pool whose holders may all be waiting the same way
 * (decision 081). What it loads serves that call only: it may hold what the transaction has not
 * committed yet.
 */
export class TenantCache {
  #snapshot: Snapshot = { byKey: new Map(), byHost: new Map(), first: undefined };
  #loading: Promise<void> | undefined;
  #generation = 0;
  /** The generation the snapshot holds; behind `#generation` after `invalidate()` until the reload fills it. */
  #filled = -1;
  /**
   * The loads made on callers' transactions, one per transaction and generation: the rows of one
   * view ask at once, and a PostgreSQL transaction runs one statement at a time.
   */
  #loadsWithin = new WeakMap<Db, { generation: number; snapshot: Promise<Snapshot> }>();

  constructor(
    private readonly load: (within?: Db) => Promise<TenantRow[]>,
    private readonly environment: Environment,
    private readonly defaultKey: string | undefined,
    private readonly trackingEndpoints: Readonly<Record<string, string>> = {},
  ) {}

  invalidate(): void {
    this.#generation++;
    this.#loading = undefined;
  }

  async byKey(key: string, within?: Db): Promise<Tenant | undefined> {
    return (await this.#current(within)).byKey.get(key.toLowerCase());
  }

  /**
   * `byKey` without waiting, for the request pipeline: the tenant (or `undefined`: none has this
   * key) while the current configuration is in memory, `LOADING` before the first load and after
   * `invalidate()` (then `byKey` waits for the reload; never an outdated tenant).
   */
  byKeyNow(key: string): Tenant | undefined | typeof LOADING {
    return this.#filled === this.#generation ? this.#snapshot.byKey.get(key.toLowerCase()) : LOADING;
  }

  async byId(id: string, within?: Db): Promise<Tenant | undefined> {
    return (await this.all(within)).find((tenant) => tenant.id === id);
  }

  /**
   * The tenant whose pages a Host serves (decision 015): a configured host, the host of the tenant's
   * referral link domain in this environment, or `{key}.localhost`; a host that names no tenant
   * (`localhost`, an IP address, none at all) gets DEFAULT_TENANT or the first seeded one. Any other
   * name (`unbekannt.localhost`, a foreign domain) is undefined: no programme lives there.
   */
  async byHost(host: string | undefined): Promise<Tenant | undefined> {
    const { byKey, byHost, first } = await this.#current();
    const name = hostName(host);
    const direct = byHost.get(name);
    if (direct) return direct;
    const sub = name.endsWith('.localhost') ? byKey.get(name.split('.')[0]!) : undefined;
    if (sub) return sub;
    if (!namesNoTenant(name)) return undefined;
    return (this.defaultKey ? byKey.get(this.defaultKey) : undefined) ?? first;
  }

  async all(within?: Db): Promise<Tenant[]> {
    return [...(await this.#current(within)).byKey.values()];
  }

  /** The snapshot of the current generation, loaded first where `invalidate()` left none. */
  async #current(within?: Db): Promise<Snapshot> {
    if (this.#filled === this.#generation) return this.#snapshot;
    if (within) return this.#loadWithin(within);
    await this.#ensure();
    return this.#snapshot;
  }

  /** The tenants as `within` sees them, loaded once per generation; a failed load is not kept. */
  #loadWithin(within: Db): Promise<Snapshot> {
    const kept = this.#loadsWithin.get(within);
    if (kept?.generation === this.#generation) return kept.snapshot;
    const entry = {
      generation: this.#generation,
      snapshot: this.load(within).then((rows) => this.#snapshotOf(rows)),
    };
    entry.snapshot.catch(() => {
      if (this.#loadsWithin.get(within) === entry) this.#loadsWithin.delete(within);
    });
    this.#loadsWithin.set(within, entry);
    return entry.snapshot;
  }

  #ensure(): Promise<void> {
    if (!this.#loading) {
      const generation = this.#generation;
      this.#loading = this.load().then(
        (rows) => {
          if (generation !== this.#generation) return;
          this.#snapshot = this.#snapshotOf(rows);
          this.#filled = generation;
        },
        (error: unknown) => {
          this.#loading = undefined;
          throw error;
        },
      );
    }
    return this.#loading;
  }

  #snapshotOf(rows: TenantRow[]): Snapshot {
    const snapshot: Snapshot = { byKey: new Map(), byHost: new Map(), first: undefined };
    for (const row of rows) {
      const mandant = toMandant(row, this.environment, this.trackingEndpoints);
      const mandantJson = JSON.stringify(mandant);
      const tenant: Tenant = {
        id: row.id,
        key: row.key,
        hosts: row.hosts,
        mandant,
        mandantBody: Buffer.from(mandantJson),
        // The version changes with every console save, even two in the same millisecond.
        etag: `"${row.version.toString(36)}-${row.updatedAt.getTime().toString(36)}-${mandantJson.length.toString(36)}"`,
      };
      snapshot.first ??= tenant;
      snapshot.byKey.set(row.key.toLowerCase(), tenant);
      for (const host of row.hosts) snapshot.byHost.set(host.toLowerCase(), tenant);
      // Mailed links lead to the referral link domain: its host must serve this tenant.
      const linkHost = urlHost(mandant.Brand.ReferralLinkDomain[this.environment]);
      if (linkHost && !snapshot.byHost.has(linkHost)) snapshot.byHost.set(linkHost, tenant);
    }
    return snapshot;
  }
}

/** The Host header's name, lower-cased, without port or IPv6 brackets. */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** A Host that names no tenant: none, `localhost`, or an IP address (IPv4, or IPv6 with a colon). */
export function namesNoTenant(name: string): boolean {
  return name === '' || name === 'localhost' || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name) || name.includes(':');
}

function urlHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
