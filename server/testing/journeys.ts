// Helpers for the journey tests: an app with a movable clock and the mailer in hand, valid
// bodies for each public form, and reading mail back from the outbox.
//
//   const clock = movableClock('2026-10-20T08:00:00Z');
//   const { app, mailer } = journeyApp(database(), { clock });
//   const created = await journeyClient(app).enquiries.$post({ json: enquiryBody() });
import { asc, eq, getTableName, sql } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { createApp } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { QUESTION_IDS } from '../../domain/assessment/questions.ts';
import type { AnswerValue } from '../../domain/assessment/scoring.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import {
  assessments,
  availabilityBlackouts,
  availabilityHours,
  consultations,
  enquiries,
  outbox,
  policyDrafts,
  requestCounters,
  webinarRegistrations,
  webinarSessions,
  type OutboxRow,
} from '../db/schema.ts';
import { defaultJourneySettings, type JourneySettings } from '../journeys/settings.ts';
import type { TestDatabase } from './test-db.ts';
import { jsonHeaders, uniqueEmail } from './auth-helpers.ts';

export interface MovableClock {
  now: Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function movableClock(start: string | Date): MovableClock {
  const clock: MovableClock = {
    now: new Date(start),
    set: (value) => (clock.now = new Date(value)),
    advance: (ms) => (clock.now = new Date(clock.now.getTime() + ms)),
  };
  return clock;
}

export function journeyApp(
  database: Pick<TestDatabase, 'handle' | 'db'>,
  options: { clock?: MovableClock; settings?: Partial<JourneySettings> } = {},
) {
  const auth = ephemeralAuthSettings(database.db);
  const clock = options.clock;
  const journeys = defaultJourneySettings({ ...(clock ? { now: () => clock.now } : {}), ...options.settings });
  const app = createApp({ db: database.handle, auth, journeys });
  return { app, mailer: auth.mailer, journeys, auth };
}

type RequestingApp = ReturnType<typeof createApp>;

/**
 * The API as the site's own page calls it (Origin, a fresh client address per request,
 * the account's cookie if given), typed by createApp's routes: docs/contributing.md,
 * "Calling the app in a route test".
 */
export function journeyClient(app: RequestingApp, cookie?: string) {
  return testClient(app, undefined, undefined, { headers: () => jsonHeaders(cookie) }).api;
}

/**
 * A JSON request as the site's own page sends it (Origin, a client address of its own), for
 * what the typed client refuses: a value a 422 test sends on purpose, a body that is not JSON.
 */
export function send(
  app: RequestingApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method,
    headers: { ...jsonHeaders(), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function answersAll(answer: AnswerValue): Record<string, AnswerValue> {
  return Object.fromEntries(QUESTION_IDS.map((id) => [id, answer]));
}

export function bookingBody(startsAt: string, overrides: Record<string, unknown> = {}) {
  return {
    startsAt,
    name: 'Ada Lovelace',
    email: uniqueEmail('booking'),
    company: 'Analytical Engines Ltd',
    role: 'CFO',
    topic: 'Board paper on a treasury allocation',
    consent: true as const,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export function enquiryBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: uniqueEmail('enquiry'),
    company: 'Cobol Corp',
    tier: 'professional',
    ...overrides,
  };
}

export function policyBody(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Meridian Freight plc',
    choices: { maxAllocationPct: 7.5, custody: 'multi_institution' as const, boardApprovalAboveUSD: 2_500_000 },
    ...overrides,
  };
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Katherine Johnson', email: uniqueEmail('webinar'), company: 'Orbit Inc', ...overrides };
}

/** Every stored message to an address, oldest first. */
export async function mailsTo(db: Database, to: string): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(asc(outbox.createdAt));
}

/** Row counts of every table a journey writes (request_counters only when asked: limits count refusals). */
export async function journeyTableCounts(db: Database, withCounters = false): Promise<Record<string, number>> {
  const tables = {
    assessments,
    consultations,
    webinarSessions,
    webinarRegistrations,
    enquiries,
    policyDrafts,
    outbox,
    availabilityHours,
    availabilityBlackouts,
    ...(withCounters ? { requestCounters } : {}),
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}

/**
 * A fingerprint of the journey tables' contents (an md5 of every row), so a test can tell
 * that a refused update changed nothing, not just that no row was added. The outbox counts
 * only: mail delivered in the background updates its rows' status.
 */
export function journeyTableFingerprint(db: Database): Promise<Record<string, string | number>> {
  return tableFingerprint(db, [
    assessments,
    consultations,
    webinarSessions,
    webinarRegistrations,
    enquiries,
    policyDrafts,
    availabilityHours,
    availabilityBlackouts,
  ]);
}

/** The fingerprint of any tables' contents, with the outbox counted (see journeyTableFingerprint). */
export async function tableFingerprint(
  db: Database,
  tables: readonly PgTable[],
): Promise<Record<string, string | number>> {
  const result: Record<string, string | number> = { outbox: await db.$count(outbox) };
  for (const table of tables) {
    const name = getTableName(table);
    const [row] = await rawRows<{ digest: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = row!.digest;
  }
  return result;
}
