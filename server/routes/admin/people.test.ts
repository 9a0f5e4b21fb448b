// People for administrators on both engines: search, grant and revoke the admin role
// (never the last administrator; your own only when confirmed — also when two admins
// revoke each other at once), end an account's sessions, and delete an account with its
// personal data while the audit log keeps its entries as "deleted account".
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AuditListResponse,
  ConstituentWriteResponse,
  PeopleResponse,
  Person,
} from '../../../domain/schemas/admin.ts';
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

describe.each(testEngines())('admin people on %s', (engine) => {
  const database = useTestDatabase(engine);
  let instance: ReturnType<typeof createApp> | undefined;
  const app = () => (instance ??= createApp({ db: database().handle }));

  const call = async <T>(account: TestAccount, method: string, path: string, body?: unknown) => {
    const response = await app().request(path, {
      method,
      headers: jsonHeaders(account.cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  it('searches accounts by name or email, with role and session activity', async () => {
    const admin = await signUpAdmin(app(), database().db);
    const ada = await signUp(app(), { fullName: 'Ada Lovelace', email: 'ada.search@example.com' });
    await signUp(app(), { fullName: 'Grace Hopper' });
    const found = await call<PeopleResponse>(admin, 'GET', '/api/admin/people?q=lovelace');
    expect(found.status).toBe(200);
    expect(found.body.people).toEqual([
      expect.objectContaining({
        id: ada.userId,
        email: 'ada.search@example.com',
        role: null,
        isSelf: false,
        activeSessions: 1,
      }),
    ]);
    const admins = await call<PeopleResponse>(admin, 'GET', '/api/admin/people?role=admin');
    expect(admins.body.people.map((person) => [person.id, person.isSelf])).toEqual([[admin.userId, true]]);
    expect(admins.body.adminCount).toBe(1);
    const paged = await call<PeopleResponse>(admin, 'GET', '/api/admin/people?pageSize=2&page=2');
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.body.people).toHaveLength(1);
  });

  it('grants and revokes the admin role, never the last one, and your own only when confirmed', async () => {
    const { db } = database();
    const first = await signUpAdmin(app(), db);
    const second = await signUp(app(), { fullName: 'Second Admin' });

    const granted = await call<{ person: Person }>(first, 'PUT', `/api/admin/people/${second.userId}/role`, {
      role: 'admin',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.person.role).toBe('admin');
    // The new admin can use the dashboard at once.
    expect((await call(second, 'GET', '/api/admin/overview')).status).toBe(200);

    const self = await call<ErrorAnswer>(first, 'PUT', `/api/admin/people/${first.userId}/role`, { role: null });
    expect(self.status).toBe(409);
    expect(self.body.details?.reason).toBe('confirmSelf');
    const confirmed = await call<{ person: Person }>(first, 'PUT', `/api/admin/people/${first.userId}/role`, {
      role: null,
      confirmSelf: true,
    });
    expect(confirmed.body.person.role).toBeNull();
    expect((await call(first, 'GET', '/api/admin/overview')).status).toBe(403);

    // Admins other than `second` from earlier tests of this file: revoke them so `second` is the last.
    const others = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const { userId } of others) {
      if (userId !== second.userId) await call(second, 'PUT', `/api/admin/people/${userId}/role`, { role: null });
    }
    const last = await call<ErrorAnswer>(second, 'PUT', `/api/admin/people/${second.userId}/role`, {
      role: null,
      confirmSelf: true,
    });
    expect(last.status).toBe(409);
    expect(last.body.details?.reason).toBe('lastAdmin');
    expect(last.body.message).toMatch(/last administrator/);

    const log = await call<AuditListResponse>(second, 'GET', '/api/admin/audit-log?table=user_roles');
    expect(log.body.entries.map((entry) => entry.action)).toContain('grant_admin');
    expect(log.body.entries.map((entry) => entry.action)).toContain('revoke_admin');
  });

  it('two admins revoking each other at once leave one admin', async () => {
    const { db } = database();
    const a = await signUpAdmin(app(), db);
    const b = await signUpAdmin(app(), db);
    // Leave exactly these two.
    const others = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    for (const { userId } of others) {
      if (userId !== a.userId && userId !== b.userId)
        await call(a, 'PUT', `/api/admin/people/${userId}/role`, { role: null });
    }
    expect(await countAdmins(db)).toBe(2);
    const answers = await Promise.all([
      call(a, 'PUT', `/api/admin/people/${b.userId}/role`, { role: null }),
      call(b, 'PUT', `/api/admin/people/${a.userId}/role`, { role: null }),
    ]);
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
    const ended = await call<{ ended: number }>(admin, 'POST', `/api/admin/people/${person.userId}/end-sessions`, {});
    expect(ended.body.ended).toBe(2);
    expect(await db.select().from(session).where(eq(session.userId, person.userId))).toEqual([]);
    expect((await call(person, 'GET', '/api/me/role')).status).toBe(401);

    const self = await call<ErrorAnswer>(admin, 'POST', `/api/admin/people/${admin.userId}/end-sessions`, {});
    expect(self.status).toBe(409);
    expect(self.body.details?.reason).toBe('confirmSelfSessions');
    expect((await call<ErrorAnswer>(admin, 'POST', '/api/admin/people/nobody-here/end-sessions', {})).status).toBe(404);
  });

  it('deletes an account and its personal data; its audit entries stay, as "deleted account"', async () => {
    const { db } = database();
    const admin = await signUpAdmin(app(), db);
    const leaving = await signUpAdmin(app(), db);
    // The leaving admin edits market data and leaves a mail in the outbox.
    const added = await call<ConstituentWriteResponse>(leaving, 'POST', '/api/admin/constituents', {
      companyName: 'Left Behind Holdings',
      btcHoldings: 10,
      asOf: '2026-11-01',
      sourceNote: 'Entered before leaving',
    });
    expect(added.status).toBe(201);
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
    const wrongEmail = await call<ErrorAnswer>(admin, 'DELETE', `/api/admin/people/${leaving.userId}`, {
      confirmEmail: 'someone.else@example.com',
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.details?.issues?.[0]?.path).toBe('confirmEmail');
    const self = await call<ErrorAnswer>(admin, 'DELETE', `/api/admin/people/${admin.userId}`, {
      confirmEmail: admin.email,
    });
    expect(self.status).toBe(409);
    expect(await tableDigest(db)).toBe(before);

    const deleted = await call(admin, 'DELETE', `/api/admin/people/${leaving.userId}`, {
      confirmEmail: leaving.email.toUpperCase(),
    });
    expect(deleted).toEqual({ status: 200, body: { deleted: { id: leaving.userId } } });
    expect(await db.select().from(user).where(eq(user.id, leaving.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, leaving.userId))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, leaving.email))).toEqual([]);
    // Their enquiry stays as a count for the firm, without a word about the person.
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.tier, 'executive'));
    expect(enquiry).toMatchObject({ name: null, email: null, company: null, message: null, userId: null });
    expect(enquiry!.erasedAt).not.toBeNull();
    expect((await call(leaving, 'GET', '/api/me/role')).status).toBe(401);

    const log = await call<AuditListResponse>(admin, 'GET', `/api/admin/constituents/${added.body.row.id}/audit-log`);
    expect(log.body.entries[0]?.actor).toEqual({
      id: leaving.userId,
      name: 'deleted account',
      kind: 'deleted_account',
    });
    const byActor = await call<AuditListResponse>(admin, 'GET', `/api/admin/audit-log?actorId=${leaving.userId}`);
    expect(byActor.body.total).toBe(1);
    const deletion = await call<AuditListResponse>(admin, 'GET', '/api/admin/audit-log?action=delete_account');
    expect(deletion.body.entries[0]).toMatchObject({ rowId: leaving.userId, actor: { name: 'Test Admin' } });
  });
});
