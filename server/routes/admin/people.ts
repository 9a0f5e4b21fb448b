// /api/admin/people — search accounts; grant and revoke the admin role (409 for the last
// administrator, and for your own role unless confirmSelf); end an account's sessions;
// delete an account and its personal data (confirmed by typing its email).
import { AppError } from '../../../domain/errors.ts';
import { accountIdParam } from '../../../domain/schemas/params.ts';
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
import { createRouter } from '../../app-env.ts';

/** Account ids are better-auth's random strings; anything longer or odd names no account. */
async function personOr404(db: Parameters<typeof getPerson>[0], id: string, selfId: string) {
  const person = await getPerson(db, id, selfId);
  if (!person) throw new AppError('NOT_FOUND', { message: `No account has the id ${id}.` });
  return person;
}

/** A malformed id names nothing: the same 404 as an unknown one. */
const idParam = validate(
  'param',
  accountIdParam,
  ({ id }) => new AppError('NOT_FOUND', { message: `No account has the id ${id}.` }),
);

export const adminPeopleRoutes = createRouter()
  .get('/', validate('query', peopleQuery), async (c) => {
    const { page, pageSize, q, role } = c.req.valid('query');
    const [{ people, total }, adminCount] = await Promise.all([
      searchPeople(c.var.db, { q, role, page, pageSize }, c.var.authUser.id),
      countAdmins(c.var.db),
    ]);
    const body: PeopleResponse = { people, total, page, pageSize, adminCount };
    return c.json(body);
  })
  .get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ person: await personOr404(c.var.db, id, c.var.authUser.id) });
  })
  .put('/:id/role', validate('json', roleChangeSchema), idParam, async (c) => {
    const { id } = c.req.valid('param');
    await setAdminRole(c.var.db, actingUser(c), id, c.req.valid('json'));
    return c.json({ person: await personOr404(c.var.db, id, c.var.authUser.id) });
  })
  .post('/:id/end-sessions', validate('json', endSessionsSchema), idParam, async (c) => {
    const { id } = c.req.valid('param');
    const ended = await endAllSessions(c.var.db, actingUser(c), id, c.req.valid('json'));
    return c.json({ ended });
  })
  .delete('/:id', validate('json', deletePersonSchema), idParam, async (c) => {
    const { id } = c.req.valid('param');
    await deletePerson(c.var.db, actingUser(c), id, c.req.valid('json').confirmEmail);
    return c.json({ deleted: { id } });
  });
