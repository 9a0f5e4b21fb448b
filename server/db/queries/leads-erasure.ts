// Erasing a person from the journey tables, for account deletion: call eraseLeadsOf inside
// the transaction that deletes the account. What stays is what the firm needs without the
// person: that a consultation took place, that an enquiry for a tier came in, the answers of
// an assessment (they say nothing about who gave them).
//
//   consultations          upcoming ones cancelled (the slot frees); name, email, company,
//                          role and topic removed; the manage link stops working
//   enquiries              name, email, company and message removed
//   assessments            email and account link removed; the answers stay, anonymous
//   webinar_registrations  deleted
//   alert_subscriptions    deleted, with their topics (by account or by email)
//   outbox                 every message to the address deleted
import { randomBytes } from 'node:crypto';
import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { alertSubscriptions, assessments, consultations, enquiries, outbox, webinarRegistrations } from '../schema.ts';

export interface ErasedLeads {
  consultations: number;
  cancelledConsultations: number;
  enquiries: number;
  assessments: number;
  webinarRegistrations: number;
  alertSubscriptions: number;
  mail: number;
}

function personMatch(userColumn: Parameters<typeof eq>[0], emailColumn: Parameters<typeof eq>[0], person: Person) {
  const conditions: SQL[] = [eq(emailColumn, person.email)];
  if (person.userId) conditions.push(eq(userColumn, person.userId));
  return or(...conditions)!;
}

interface Person {
  userId: string | null;
  email: string;
}

/** Removes or anonymises everything the journeys stored about a person (run it in a transaction). */
export async function eraseLeadsOf(
  tx: Database,
  person: { userId?: string | null; email: string },
  now = new Date(),
): Promise<ErasedLeads> {
  const who: Person = { userId: person.userId ?? null, email: person.email.trim().toLowerCase() };

  const cancelled = await tx
    .update(consultations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        personMatch(consultations.userId, consultations.email, who),
        eq(consultations.status, 'booked'),
        gt(consultations.startsAt, now),
      ),
    )
    .returning({ id: consultations.id });
  const bookingIds = await tx
    .select({ id: consultations.id })
    .from(consultations)
    .where(personMatch(consultations.userId, consultations.email, who));
  for (const { id } of bookingIds) {
    await tx
      .update(consultations)
      .set({
        name: null,
        email: null,
        company: null,
        role: null,
        topic: null,
        userId: null,
        erasedAt: now,
        manageToken: randomBytes(16).toString('base64url'),
      })
      .where(eq(consultations.id, id));
  }

  const erasedEnquiries = await tx
    .update(enquiries)
    .set({ name: null, email: null, company: null, message: null, userId: null, erasedAt: now })
    .where(personMatch(enquiries.userId, enquiries.email, who))
    .returning({ id: enquiries.id });
  const erasedAssessments = await tx
    .update(assessments)
    .set({ email: null, userId: null, erasedAt: now })
    .where(personMatch(assessments.userId, assessments.email, who))
    .returning({ id: assessments.id });
  const registrations = await tx
    .delete(webinarRegistrations)
    .where(personMatch(webinarRegistrations.userId, webinarRegistrations.email, who))
    .returning({ id: webinarRegistrations.id });
  const alerts = await tx
    .delete(alertSubscriptions)
    .where(personMatch(alertSubscriptions.userId, alertSubscriptions.email, who))
    .returning({ id: alertSubscriptions.id });
  const mail = await tx.delete(outbox).where(eq(outbox.toAddress, who.email)).returning({ id: outbox.id });

  return {
    consultations: bookingIds.length,
    cancelledConsultations: cancelled.length,
    enquiries: erasedEnquiries.length,
    assessments: erasedAssessments.length,
    webinarRegistrations: registrations.length,
    alertSubscriptions: alerts.length,
    mail: mail.length,
  };
}
