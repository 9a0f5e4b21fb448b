// The value lists the database enforces are the TypeScript constants: the CHECK constraints
// the migrations actually created (read back from pg_constraint) name exactly INDEX_TYPES,
// INDEX_IDS, ROLES and DELIVERY_CHANNELS. Adding a value to a constant without generating its migration fails here.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/auth.ts';
import { INDEX_IDS } from '../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import { DELIVERY_CHANNELS } from '../../domain/schemas/mail.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { sqlStringList } from './schema.ts';
import { rawRows } from './raw-rows.ts';

/** The string constants a CHECK (… IN (…)) constraint allows, in order. */
function allowedValues(definition: string): string[] {
  return [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

describe('sqlStringList', () => {
  it('quotes plain identifiers and refuses anything else', () => {
    expect(new PgDialect().sqlToQuery(sql`x IN (${sqlStringList(['a_b', 'c'])})`).sql).toBe("x IN ('a_b', 'c')");
    expect(() => sqlStringList(["x'); DROP TABLE user; --"])).toThrow(/Not a plain identifier/);
  });
});

describe.each(testEngines())('CHECK constraints on %s', (engine) => {
  const database = useTestDatabase(engine);

  const constraintValues = async (name: string): Promise<string[]> => {
    const rows = await rawRows<{ definition: string }>(
      database().db,
      sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ${name}`,
    );
    expect(rows, name).toHaveLength(1);
    return allowedValues(rows[0]!.definition);
  };

  it.each([
    ['treasury_constituents_index_type_check', INDEX_TYPES],
    ['index_history_index_type_check', INDEX_IDS],
    ['user_roles_role_check', ROLES],
    ['outbox_delivered_via_check', DELIVERY_CHANNELS],
  ] as const)('%s allows exactly the TypeScript list', async (name, values) => {
    expect(await constraintValues(name)).toEqual([...values]);
  });
});
