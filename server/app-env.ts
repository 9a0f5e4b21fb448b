// The typed Hono environment every router shares: what middleware puts on `c.var`.
import { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from 'pino';
import type { AuthService, SessionRecord, SessionUser } from './auth.ts';
import type { Database, DatabaseHandle } from './db/client.ts';

export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Drizzle API for queries. */
    db: Database;
    /** The opened database (engine, ping) for health checks. */
    dbHandle: DatabaseHandle;
    /** Logger bound to the request id. */
    logger: Logger;
    /** Accounts (better-auth) and session lookup. */
    auth: AuthService;
    /** The signed-in user and session, set by requireSession / requireRole. */
    authUser: SessionUser;
    authSession: SessionRecord;
  };
}

export function createRouter() {
  return new Hono<AppEnv>();
}
