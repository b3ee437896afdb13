import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/**
 * The development provider's storage: in memory, per provider (its built-in one is shared by
 * every provider in the process and warns on the console). Sessions, codes and grants vanish on
 * restart, which a development sign-in can afford.
 */
export function memoryStore(): AdapterFactory {
  const rows = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  const live = (key: string | undefined) => {
    if (!key) return undefined;
    const row = rows.get(key);
    if (!row) return undefined;
    if (row.expiresAt <= Date.now()) {
      rows.delete(key);
      return undefined;
    }
    return row.payload;
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const k = key(id);
        rows.set(k, {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (payload.uid) byUid.set(payload.uid, k);
        if (payload.userCode) byUserCode.set(payload.userCode, k);
        if (payload.grantId) {
          const keys = byGrant.get(payload.grantId) ?? new Set();
          keys.add(k);
          byGrant.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return live(byUid.get(uid));
      },
      async findByUserCode(userCode) {
        return live(byUserCode.get(userCode));
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        rows.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const k of byGrant.get(grantId) ?? []) rows.delete(k);
        byGrant.delete(grantId);
      },
    };
  };
}
