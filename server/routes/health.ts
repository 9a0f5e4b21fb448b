// GET /api/health: is the server up and can it reach its database (with the round trip).
import type { Health } from '../../domain/schemas/health.ts';
import { createRouter } from '../app-env.ts';
import { APP_VERSION } from '../version.ts';

/** A ping slower than this counts as unreachable, so the health check itself never hangs. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;
const LATENCY_DECIMALS = 100;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const health = createRouter().get('/', async (c) => {
  const handle = c.var.dbHandle;
  let latencyMs: number | null = null;
  try {
    const latency = await withTimeout(handle.ping(), HEALTH_PING_TIMEOUT_MS);
    latencyMs = Math.round(latency * LATENCY_DECIMALS) / LATENCY_DECIMALS;
  } catch (error) {
    c.var.logger.warn({ err: error }, 'Health check: database unreachable');
  }
  const reachable = latencyMs !== null;
  const body: Health = {
    status: reachable ? 'ok' : 'degraded',
    database: { engine: handle.engine, reachable, latencyMs },
    uptimeSeconds: Math.round(process.uptime()),
    version: APP_VERSION,
  };
  return c.json(body, reachable ? 200 : 503);
});
