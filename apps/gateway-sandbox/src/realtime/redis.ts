import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

/** Prefix of the Redis pub/sub channels of the sandbox's socket.io adapter (issue #13 §6). */
export const REDIS_ADAPTER_KEY = 'agent-portal#socket.io';

/**
 * The two Redis connections of the socket.io Redis adapter (`REDIS_URL`, issue #13 §6): one
 * publishes, one subscribes. With it, every sandbox node over the same PostgreSQL and Redis
 * shares one audience: `io.to(room).emit(…)` and `disconnectSockets()` on node A reach the
 * sockets of node B (a notification, a logout, a forced logout).
 */
export interface RedisLink {
  /** The adapter factory to pass to `io.adapter(…)`. */
  adapter: ReturnType<typeof createAdapter>;
  /** Quits both connections (after the socket.io server has closed). */
  close(): Promise<void>;
}

/**
 * Connects to Redis and builds the socket.io adapter.
 * @param url - `redis://host:port[/db]` (or `rediss://`).
 * @returns a {@link RedisLink} once both connections are ready.
 * @throws when Redis cannot be reached within ~5 s (the sandbox then fails to start, rather than
 *   serving one node's sockets only).
 */
export async function connectRedis(url: string): Promise<RedisLink> {
  const options = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 3 } as const;
  const pub = new Redis(url, options);
  const sub = pub.duplicate();
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw new Error(`Redis at REDIS_URL could not be reached: ${(error as Error).message}`);
  }
  return {
    adapter: createAdapter(pub, sub, { key: REDIS_ADAPTER_KEY }),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
