// msw handlers for the client journeys' reads: the assessment questions (the real ones, from
// domain/), a few free consultation slots, a webinar schedule, and an empty account list.
import { assessmentQuestionsResponse } from '@domain/schemas/assessments';
import type { SlotList } from '@domain/schemas/consultations';
import type { WebinarList } from '@domain/schemas/webinars';
import { http, HttpResponse } from 'msw';

export const slotListFixture: SlotList = {
  timeZone: 'Europe/London',
  slots: [
    { startsAt: '2030-03-05T10:00:00.000Z', endsAt: '2030-03-05T10:30:00.000Z' },
    { startsAt: '2030-03-05T10:30:00.000Z', endsAt: '2030-03-05T11:00:00.000Z' },
    { startsAt: '2030-03-06T14:00:00.000Z', endsAt: '2030-03-06T14:30:00.000Z' },
  ],
};

export const webinarListFixture: WebinarList = {
  upcoming: [
    {
      id: '7d1f3a52-0a3b-4c1e-9f0e-2b8f6c1d2e01',
      title: 'Custody models and provider due diligence',
      abstract: 'Self-custody, custodians and the questions to ask each.',
      startsAt: '2030-03-05T16:00:00.000Z',
      durationMinutes: 60,
      capacity: 100,
      seatsLeft: 42,
    },
  ],
  past: [],
};

export const journeyHandlers = [
  http.get('*/api/assessments/questions', () => HttpResponse.json(assessmentQuestionsResponse())),
  http.get('*/api/consultations/slots', () => HttpResponse.json(slotListFixture)),
  http.get('*/api/webinars', () => HttpResponse.json(webinarListFixture)),
  http.get('*/api/me/activity', () =>
    HttpResponse.json({
      bookings: [],
      registrations: [],
      enquiries: [],
      assessments: [],
      policyDrafts: [],
      alerts: [],
    }),
  ),
];
