// The free slots of the booking horizon, asked for in the visitor's zone (so the days are
// the visitor's days), and the visitor's zone itself: detected, changeable from a list.
import { BOOKING_HORIZON_DAYS } from '@domain/booking/slots';
import { addDays, zonedDate } from '@domain/time-zone';
import { useConsultationSlots } from '@/api/consultations/get-consultation-slots';
import { useVisitorTimeZone } from '@/hooks/use-visitor-time-zone';

export function useVisitorSlots() {
  const [timeZone, setTimeZone] = useVisitorTimeZone();
  const from = zonedDate(new Date(), timeZone);
  const to = addDays(from, BOOKING_HORIZON_DAYS);
  const slots = useConsultationSlots({ from, to, timeZone });
  return { timeZone, setTimeZone, slots };
}
