import { Redis } from 'ioredis';

/** Another instance changed a tenant's configuration (published by whoever writes it). */
export const TENANTS_CHANGED_CHANNEL = 'kwk:tenants:changed';

export interface RedisConnections {
  /** For commands (the rate-limit counters); fails fast instead of queueing while Redis is away. */
  commands: Redis;
  /** Calls `onChange` for each configuration change, and after a reconnect (changes may have been missed). */
  onTenantsChanged(onChange: () => void): void;
  close(): Promise<void>;
}

/**
 * The server's two Redis connections. Neither is awaited: the server starts and serves without
 * Redis, and both reconnect on their own when it returns. Their errors are reported by the rate
 * limiter (LimitCounters), once per outage; here they are only kept from crashing the process.
 */
export function connectRedis(url: string): RedisConnections {
  const reconnect = {
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
    connectTimeout: 2000,
  };
  const commands = new Redis(url, {
    ...reconnect,
    // A command while disconnected fails at once (the limiter then counts in memory), and one in
    // flight when the connection drops fails with it instead of waiting for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  // Subscribed on each connection's 'ready' below, by this code rather than ioredis' own
  // resubscription: that one's SUBSCRIBE has no handler, and a Redis gone again before it answered
  // rejected it unhandled ("Connection is closed"), which ends a Node process.
  const subscriber = new Redis(url, { ...reconnect, maxRetriesPerRequest: null, autoResubscribe: false });
  for (const connection of [commands, subscriber]) connection.on('error', () => {});

  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let connectedBefore = false;
  subscriber.on('ready', () => {
    // A failure means the connection dropped again: the next 'ready' subscribes anew.
    subscriber.subscribe(TENANTS_CHANGED_CHANNEL).catch(() => {});
    if (connectedBefore) changed();
    connectedBefore = true;
  });
  subscriber.on('message', (channel: string) => {
    if (channel === TENANTS_CHANGED_CHANNEL) changed();
  });
  return {
    commands,
    onTenantsChanged: (onChange) => listeners.push(onChange),
    async close() {
      await Promise.all([commands, subscriber].map(quit));
    },
  };
}

/** QUIT when connected; otherwise just stop reconnecting (QUIT would wait for a connection). */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
  else connection.disconnect();
}
