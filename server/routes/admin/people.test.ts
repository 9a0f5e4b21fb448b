// People for administrators on both engines: search, grant and revoke the admin role
// (never the last administrator; your own only when confirmed — also when two admins
// revoke each other at once), end an account's sessions, and delete an account with its
// personal data while the audit log keeps its entries as "deleted account". Through Hono's
// typed testClient: the paths, parameters, bodies and answers are the routers' own types.
import { eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { countAdmins } from '../../db/queries/people.ts';
import { enquiries, outbox, session, user, userRoles } from '../../db/schema.ts';
import { jsonHeaders, signIn, signUp, signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { tableDigest } from '../../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';

interface ErrorAnswer {
  code: string;
  message: string;
  details?: { reason?: string; issues?: { path: string }[] };
}

/** A refusal's body (the handlers' types name only their success). */
const refusal = async (response: Response): Promise<ErrorAnswer> => JSON.parse(await response.text());

describe.each(testEngines())('admin people on %s', (engine) => {
  const database = useTestDatabase(engine);
  let instance: ReturnType<typeof createApp> | undefined;
  const app = () => (instance ??= createApp({ db: database().handle }));

  /** The API as `account`, typed by createApp's routes. */
  const as = (account: TestAccount) =>
    testClient(app(), undefined, undefined, { headers: () => jsonHeaders(account.cookie) }).api;
  const role = (account: TestAccount, id: string, json: { role: 'admin' | null; confirmSelf?: boolean }) =>
    as(account).admin.people[':id'].role.$put({ param: { id }, json });

  it('searches accounts by name or email, with role and session activity', async () => {
    const admin = await signUpAdmin(app(), database().db);
    const ada = await signUp(app(), { fullName: 'Ada Lovelace', email: 'ada.search@example.com' });
    await signUp(app(), { fullName: 'Grace Hopper' });
    const people = as(admin).admin.people;
    const found = await people.$get({ query: { q: 'lovelace' } });
    expect(found.status).toBe(200);
    expect((await found.json()).people).toEqual([
      expect.objectContaining({
        id: ada.userId,
        email: 'ada.search@example.com',
        role: null,
        isSelf: false,
        activeSessions: 1,
      }),
    ]);
    const admins = await (await people.$get({ query: { role: 'admin' } })).json();
    expect(admins.people.map((person) => [person.id, person.isSelf])).toEqual([[admin.userId, true]]);
    expect(admins.adminCount).toBe(1);
    const paged = await (await people.$get({ query: { pageSize: '2', page: '2' } })).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.people).toHaveLength(1);
  });

  it('grants and revokes the admin role, never the last one, and your own only when confirmed', async () => {
    const { db } = database();
    const first = await signUpAdmin(app(), db);
    const second = await signUp(app(), { fullName: 'Second Admin' });

    const granted = await role(first, second.userId, { role: 'admin' });
    expect(granted.status).toBe(200);
    expect((await granted.json()).person.role).toBe('admin');
    // The new admin can use the dashboard at once.
    expect((await as(second).admin.overview.$get()).status).toBe(200);

    const self = await role(first, first.userId, { role: null });
    expect(self.status).toBe(409);
    expect((await refusal(self)).details?.reason).toBe('confirmSelf');
    const confirmed = await role(first, first.userId, { role: null, confirmSelf: true });
    expect((await confirmed.json()).person.role).toBeNull();
    expect((await as(first).admin.overview.$get()).status).toBe(403);

    // Admins other than `second` from earlier tests of this file: revoke them so `second` is the last.
    const others = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const { userId } of others) {
      if (userId !== second.userId) await role(second, userId, { role: null });
    }
    const last = await role(second, second.userId, { role: null, confirmSelf: true });
    expect(last.status).toBe(409);
    const lastRefusal = await refusal(last);
    expect(lastRefusal.details?.reason).toBe('lastAdmin');
    expect(lastRefusal.message).toMatch(/last administrator/);

    const log = await (await as(second).admin['audit-log'].$get({ query: { table: 'user_roles' } })).json();
    expect(log.entries.map((entry) => entry.action)).toContain('grant_admin');
    expect(log.entries.map((entry) => entry.action)).toContain('revoke_admin');
  });

  it('two admins revoking each other at once leave one admin', async () => {
    const { db } = database();
    const a = await signUpAdmin(app(), db);
    const b = await signUpAdmin(app(), db);
    // Leave exactly these two.
    const others = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const { userId } of others) {
      if (userId !== a.userId && userId !== b.userId) await role(a, userId, { role: null });
    }
    expect(await countAdmins(db)).toBe(2);
    const answers = await Promise.all([role(a, b.userId, { role: null }), role(b, a.userId, { role: null })]);
    // The loser is refused: 409 (the last admin) when both passed the role check before either
    // wrote, or 403 when the winner's revoke came first (PGlite runs one request at a time).
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    expect(await countAdmins(db)).toBe(1);
  });

  it('ends every session of an account (yours only when confirmed)', async () => {
    const { db } = database();
    const admin = await signUpAdmin(app(), db);
    const person = await signUp(app(), { fullName: 'Many Sessions' });
    await signIn(app(), person.email, person.password);
    const endSessions = (id: string) =>
      as(admin).admin.people[':id']['end-sessions'].$post({ param: { id }, json: {} });
    expect(await (await endSessions(person.userId)).json()).toEqual({ ended: 2 });
    expect(await db.select().from(session).where(eq(session.userId, person.userId))).toEqual([]);
    expect((await as(person).me.role.$get()).status).toBe(401);

    const self = await endSessions(admin.userId);
    expect(self.status).toBe(409);
    expect((await refusal(self)).details?.reason).toBe('confirmSelfSessions');
    expect((await endSessions('nobody-here')).status).toBe(404);
  });

  it('deletes an account and its personal data; its audit entries stay, as "deleted account"', async () => {
    const { db } = database();
    const admin = await signUpAdmin(app(), db);
    const leaving = await signUpAdmin(app(), db);
    // The leaving admin edits market data and leaves a mail in the outbox.
    const added = await as(leaving).admin.constituents.$post({
      json: {
        companyName: 'Left Behind Holdings',
        btcHoldings: 10,
        asOf: '2026-11-01',
        sourceNote: 'Entered before leaving',
      },
    });
    expect(added.status).toBe(201);
    const addedRow = (await added.json()).row;
    await db.insert(outbox).values({ kind: 'test', toAddress: leaving.email, subject: 'Hello', textBody: 'Personal' });
    await db.insert(enquiries).values({
      name: 'Leaving Admin',
      email: leaving.email,
      company: 'Left Behind Holdings',
      tier: 'executive',
      message: 'Please call me',
      userId: leaving.userId,
    });

    const before = await tableDigest(db);
    const remove = (id: string, confirmEmail: string) =>
      as(admin).admin.people[':id'].$delete({ param: { id }, json: { confirmEmail } });
    const wrongEmail = await remove(leaving.userId, 'someone.else@example.com');
    expect(wrongEmail.status).toBe(422);
    expect((await refusal(wrongEmail)).details?.issues?.[0]?.path).toBe('confirmEmail');
    const self = await remove(admin.userId, admin.email);
    expect(self.status).toBe(409);
    expect(await tableDigest(db)).toBe(before);

    const deleted = await remove(leaving.userId, leaving.email.toUpperCase());
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: { id: leaving.userId } });
    expect(await db.select().from(user).where(eq(user.id, leaving.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, leaving.email))).toEqual([]);
    // Their enquiry stays as a count for the firm, without a word about the person.
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.tier, 'executive'));
    expect(enquiry).toMatchObject({ name: null, email: null, company: null, message: null, userId: null });
    expect(enquiry!.erasedAt).not.toBeNull();
    expect((await as(leaving).me.role.$get()).status).toBe(401);

    const api = as(admin).admin;
    const log = await (
      await api.constituents[':id']['audit-log'].$get({ param: { id: addedRow.id }, query: {} })
    ).json();
    expect(log.entries[0]?.actor).toEqual({
      id: leaving.userId,
      name: 'deleted account',
      kind: 'deleted_account',
    });
    const byActor = await (await api['audit-log'].$get({ query: { actorId: leaving.userId } })).json();
    expect(byActor.total).toBe(1);
    const deletion = await (await api['audit-log'].$get({ query: { action: 'delete_account' } })).json();
    expect(deletion.entries[0]).toMatchObject({ rowId: leaving.userId, actor: { name: 'Test Admin' } });
  });
});
