// Program enrolment enquiries: stored from the pricing page, listed and updated by admins.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TierId } from '../../../domain/pricing/tiers.ts';
import type { EnquiryStatus } from '../../../domain/schemas/enquiries.ts';
import type { Database } from '../client.ts';
import { ownedBy, type AccountOwner } from './account-rows.ts';
import { enquiries, type EnquiryRow } from '../schema.ts';

export interface NewEnquiry {
  name: string;
  email: string;
  company: string;
  tier: TierId;
  message: string | null;
  userId: string | null;
}

export async function insertEnquiry(db: Database, values: NewEnquiry): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row!;
}

export interface EnquiryFilters {
  status?: EnquiryStatus | undefined;
  tier?: TierId | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

function conditions(filters: EnquiryFilters): SQL | undefined {
  return and(
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.tier ? eq(enquiries.tier, filters.tier) : undefined,
    filters.from ? gte(enquiries.createdAt, filters.from) : undefined,
    filters.before ? lt(enquiries.createdAt, filters.before) : undefined,
  );
}

/** Admin list, newest first. */
export async function listEnquiries(db: Database, filters: EnquiryFilters, paging: { limit: number; offset: number }) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function setEnquiryStatus(db: Database, id: string, status: EnquiryStatus): Promise<EnquiryRow | null> {
  const [row] = await db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
  return row ?? null;
}

/** The person's enquiries, by account or by email, newest first. */
export async function enquiriesOf(db: Database, owner: AccountOwner) {
  return db.select().from(enquiries).where(ownedBy(enquiries, owner)).orderBy(desc(enquiries.createdAt));
}
