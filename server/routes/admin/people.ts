// /api/admin/people — search accounts; grant and revoke the admin role (409 for the last
// administrator, and for your own role unless confirmSelf); end an account's sessions;
// delete an account and its personal data (confirmed by typing its email).
import { AppError } from '../../../domain/errors.ts';
import {
  deletePersonSchema,
  endSessionsSchema,
  peopleQuery,
  roleChangeSchema,
  type PeopleResponse,
} from '../../../domain/schemas/admin.ts';
import {
  countAdmins,
  deletePerson,
  endAllSessions,
  getPerson,
  searchPeople,
  setAdminRole,
} from '../../db/queries/people.ts';
import { actingUser } from '../acting-user.ts';
import { validate } from '../validate.ts';
import { adminRouter } from './admin-router.ts';

/** Account ids are better-auth's random strings; anything longer or odd names no account. */
function accountId(raw: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw new AppError('NOT_FOUND', { message: `No account has the id ${raw}.` });
  return raw;
}

async function personOr404(db: Parameters<typeof getPerson>[0], id: string, selfId: string) {
  const person = await getPerson(db, id, selfId);
  if (!person) throw new AppError('NOT_FOUND', { message: `No account has the id ${id}.` });
  return person;
}

export const adminPeopleRoutes = adminRouter()
  .get('/', validate('query', peopleQuery), async (c) => {
    const { page, pageSize, q, role } = c.req.valid('query');
    const [{ people, total }, adminCount] = await Promise.all([
      searchPeople(c.var.db, { q, role, page, pageSize }, c.var.authUser.id),
      countAdmins(c.var.db),
    ]);
    const body: PeopleResponse = { people, total, page, pageSize, adminCount };
    return c.json(body);
  })
  .get('/:id', async (c) => {
    const id = accountId(c.req.param('id'));
    return c.json({ person: await personOr404(c.var.db, id, c.var.authUser.id) });
  })
  .put('/:id/role', validate('json', roleChangeSchema), async (c) => {
    const id = accountId(c.req.param('id'));
    await setAdminRole(c.var.db, actingUser(c), id, c.req.valid('json'));
    return c.json({ person: await personOr404(c.var.db, id, c.var.authUser.id) });
  })
  .post('/:id/end-sessions', validate('json', endSessionsSchema), async (c) => {
    const id = accountId(c.req.param('id'));
    const ended = await endAllSessions(c.var.db, actingUser(c), id, c.req.valid('json'));
    return c.json({ ended });
  })
  .delete('/:id', validate('json', deletePersonSchema), async (c) => {
    const id = accountId(c.req.param('id'));
    await deletePerson(c.var.db, actingUser(c), id, c.req.valid('json').confirmEmail);
    return c.json({ deleted: { id } });
  });
