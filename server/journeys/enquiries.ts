// Program enrolment enquiries: stored for admins and confirmed by mail (an invoice follows;
// there is no card payment).
import { randomUUID } from 'node:crypto';
import { ENQUIRY_NEXT_STEP, findTier, type TierId } from '../../domain/pricing/tiers.ts';
import type { EnquiryCreated } from '../../domain/schemas/enquiries.ts';
import { insertEnquiry } from '../db/queries/enquiries.ts';
import { enquiryConfirmationMail } from '../mail/journey-mails.ts';
import { mailContextOf, type JourneyContext } from './context.ts';
import { notifyFirm } from './notify-firm.ts';

export interface EnquiryRequest {
  name: string;
  email: string;
  company: string;
  tier: TierId;
  message: string | null;
}

export async function submitEnquiry(
  context: JourneyContext,
  request: EnquiryRequest,
  userId: string | null,
): Promise<EnquiryCreated> {
  const { row, mailIds } = await context.db.transaction(async (tx) => {
    const stored = await insertEnquiry(tx, { ...request, userId });
    const mailId = await context.mailer.enqueue(tx, enquiryConfirmationMail(mailContextOf(context), request));
    const firmIds = await notifyFirm(context, tx, {
      subject: `New enquiry: ${findTier(request.tier).name}, ${request.name} (${request.company})`,
      lines: [
        `${request.name} <${request.email}> of ${request.company} enquired about the ${findTier(request.tier).name} program.`,
        request.message ? `Message:\n${request.message}` : null,
      ],
    });
    return { row: stored, mailIds: [mailId, ...firmIds] };
  });
  context.mailer.deliverLater(mailIds);
  return { id: row.id, tier: request.tier, createdAt: row.createdAt.toISOString(), message: ENQUIRY_NEXT_STEP };
}

/** What the honeypot answers (nothing is stored or sent). */
export function pretendEnquiry(request: EnquiryRequest, now: Date): EnquiryCreated {
  return { id: randomUUID(), tier: request.tier, createdAt: now.toISOString(), message: ENQUIRY_NEXT_STEP };
}
