// Paths of the journeys' pages that carry a token or belong to the journeys, shared by the
// server (mail links, API answers) and the SPA's router.
export const ASSESSMENT_PATH = '/assessment';
export const SCHEDULE_CONSULTATION_PATH = '/schedule-consultation';
export const LIVE_WEBINARS_PATH = '/live-webinars';
export const PRICING_PATH = '/pricing';
export const ACCOUNT_PATH = '/account';

/** /assessment/result/<token>: the shareable result (noindex). */
export const assessmentResultPath = (token: string) => `${ASSESSMENT_PATH}/result/${encodeURIComponent(token)}`;

/** /schedule-consultation/manage/<token>: cancel or reschedule a booking. */
export const consultationManagePath = (token: string) =>
  `${SCHEDULE_CONSULTATION_PATH}/manage/${encodeURIComponent(token)}`;

/** /live-webinars/manage/<token>: see or cancel a webinar registration. */
export const webinarRegistrationManagePath = (token: string) =>
  `${LIVE_WEBINARS_PATH}/manage/${encodeURIComponent(token)}`;

/** The booking page with an assessment result to discuss: the form carries the token along. */
export const consultationAboutAssessmentPath = (token: string) =>
  `${SCHEDULE_CONSULTATION_PATH}?assessment=${encodeURIComponent(token)}`;

/** /alerts/confirm/<token>: the page that confirms an alert subscription (by POST, never on load). */
export const alertConfirmPath = (token: string) => `/alerts/confirm/${encodeURIComponent(token)}`;

/** /alerts/manage/<token>: change an alert subscription's topics and frequency, or leave. */
export const alertManagePath = (token: string) => `/alerts/manage/${encodeURIComponent(token)}`;

/** The RFC 8058 one-click unsubscribe address (List-Unsubscribe). */
export const alertUnsubscribeApiPath = (token: string) => `/api/alerts/unsubscribe/${encodeURIComponent(token)}`;
