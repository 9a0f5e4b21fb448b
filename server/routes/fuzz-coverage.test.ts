// Every write route is fuzzed: the write routes of the authorization matrix (which its own
// test keeps equal to the app's route table) are exactly the routes the fuzz suites list in
// server/testing/fuzzed-routes.ts, each once; each suite checks it fuzzes its list.
import { describe, expect, it } from 'vitest';
import { authorizationMatrix } from '../authorization-matrix.ts';
import { FUZZED_ROUTES } from '../testing/fuzzed-routes.ts';

const WRITE_METHOD = /^(POST|PUT|PATCH|DELETE) /;

describe('write-route fuzzing', () => {
  it('covers every write route of the app, each in one suite', () => {
    const writes = Object.keys(authorizationMatrix).filter((key) => WRITE_METHOD.test(key));
    expect(new Set(FUZZED_ROUTES).size, 'a route listed twice').toBe(FUZZED_ROUTES.length);
    expect([...FUZZED_ROUTES].sort()).toEqual(writes.sort());
  });
});
