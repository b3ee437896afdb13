import type { Environment, Mandant } from '@kwk/shared/tenants/mandant.schemas';
import type { TenantRow } from './tenants.repository.ts';

/** A tenant as the request pipeline sees it, with its configuration answer prepared once. */
export interface Tenant {
  id: string;
  key: string;
  hosts: string[];
  mandant: Mandant;
  /** `GET /mandant/{key}` served as prepared JSON: configuration comes from memory (issue 2 perf target). */
  mandantJson: string;
  etag: string;
}

export function toMandant(row: TenantRow, environment: Environment): Mandant {
  return { Key: row.key, ...row.settings, Brand: row.brand, Environment: environment };
}

/**
 * All tenants in memory, keyed by key and by host. Loaded on first use and after `invalidate()`,
 * which the seed/admin paths call in-process and a Redis message triggers across instances.
 */
export class TenantCache {
  #byKey = new Map<string, Tenant>();
  #byHost = new Map<string, Tenant>();
  #first: Tenant | undefined;
  #loading: Promise<void> | undefined;
  #generation = 0;

  constructor(
    private readonly load: () => Promise<TenantRow[]>,
    private readonly environment: Environment,
    private readonly defaultKey: string | undefined,
  ) {}

  invalidate(): void {
    this.#generation++;
    this.#loading = undefined;
  }

  async byKey(key: string): Promise<Tenant | undefined> {
    await this.#ensure();
    return this.#byKey.get(key.toLowerCase());
  }

  async byId(id: string): Promise<Tenant | undefined> {
    return (await this.all()).find((tenant) => tenant.id === id);
  }

  /** Pages resolve the tenant by Host; a host naming none gets DEFAULT_TENANT or the first seeded one. */
  async byHost(host: string | undefined): Promise<Tenant | undefined> {
    await this.#ensure();
    const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
    const direct = this.#byHost.get(name);
    if (direct) return direct;
    const sub = name.split('.')[0];
    if (sub && name.endsWith('.localhost') && this.#byKey.has(sub)) return this.#byKey.get(sub);
    return (this.defaultKey ? this.#byKey.get(this.defaultKey) : undefined) ?? this.#first;
  }

  async all(): Promise<Tenant[]> {
    await this.#ensure();
    return [...this.#byKey.values()];
  }

  #ensure(): Promise<void> {
    if (!this.#loading) {
      const generation = this.#generation;
      this.#loading = this.load().then(
        (rows) => {
          if (generation !== this.#generation) return;
          this.#fill(rows);
        },
        (error: unknown) => {
          this.#loading = undefined;
          throw error;
        },
      );
    }
    return this.#loading;
  }

  #fill(rows: TenantRow[]): void {
    this.#byKey.clear();
    this.#byHost.clear();
    this.#first = undefined;
    for (const row of rows) {
      const mandant = toMandant(row, this.environment);
      const mandantJson = JSON.stringify(mandant);
      const tenant: Tenant = {
        id: row.id,
        key: row.key,
        hosts: row.hosts,
        mandant,
        mandantJson,
        etag: `"${row.updatedAt.getTime().toString(36)}-${mandantJson.length.toString(36)}"`,
      };
      this.#first ??= tenant;
      this.#byKey.set(row.key.toLowerCase(), tenant);
      for (const host of row.hosts) this.#byHost.set(host.toLowerCase(), tenant);
    }
  }
}
