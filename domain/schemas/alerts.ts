// Contracts of the alerts by email (issue 47):
//   POST   /api/alerts                         SubscribeInput → 202 AlertAccepted (the same answer
//                                              whether or not the address was subscribed already)
//   POST   /api/alerts/confirm/:token          → 200 ManagedAlerts (double opt-in; a GET never confirms)
//   GET    /api/alerts/manage/:token           → ManagedAlerts
//   PATCH  /api/alerts/manage/:token           UpdateAlertsInput → ManagedAlerts
//   DELETE /api/alerts/manage/:token           → ManagedAlerts (left)
//   POST   /api/alerts/unsubscribe/:token      RFC 8058 one-click (any body, any Origin) → 200
// The answers never carry the email: a manage link may be forwarded. The signed-in person's
// subscriptions are part of /api/me/activity (account-activity.ts).
import * as z from 'zod/mini';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { emailAddress, text } from './fields.ts';
import { honeypot, timeZoneName } from './public-forms.ts';

export const ALERT_FREQUENCIES = ['instant', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_TOPIC_KINDS = ['holder', 'index'] as const;
export type AlertTopicKind = (typeof ALERT_TOPIC_KINDS)[number];

/** At most this many topics per subscription (a handful of holders and an index or two). */
export const MAX_ALERT_TOPICS = 50;
/** A ticker as the site stores them (up to 20 characters). */
export const ALERT_TICKER_MAX_LENGTH = 20;
/** An index weight moving by more than this (percentage points) after a recalculation is news. */
export const INDEX_WEIGHT_ALERT_THRESHOLD_PP = 1;
export { UNCONFIRMED_RETENTION_DAYS } from '../alert-retention.ts';
/** The weekly digest goes out on Mondays from this local time (minutes after midnight: 08:00). */
export const WEEKLY_DIGEST_MINUTE_OF_DAY = 8 * 60;

export const alertMessages = {
  accepted:
    'Thanks. If this address can receive alerts, a confirmation mail is on its way: follow its link to start them.',
  unknownTicker: 'No holder on the site has this ticker.',
  unknownIndex: 'Choose one of the indices on the site.',
  noTopics: 'Choose at least one holder or index.',
  tooManyTopics: `Choose at most ${MAX_ALERT_TOPICS} topics.`,
  notFound: 'This alerts link is not valid. It may have expired: subscribe again from a company or index page.',
  confirmed: 'Your alerts are confirmed.',
  updated: 'Your alerts are updated.',
  left: 'You are unsubscribed: no more alerts will be sent to this address.',
  notYours: 'You have no alerts subscription with this id.',
} as const;

/** How each frequency and state is named on the pages (subscribe form, manage page, /account). */
export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: 'Instant (a mail for each change)',
  weekly: 'Weekly digest (Monday morning)',
};

export const holderTopic = z.object({
  kind: z.literal('holder'),
  ticker: text({ max: ALERT_TICKER_MAX_LENGTH }),
});
export const indexTopic = z.object({
  kind: z.literal('index'),
  indexId: z.enum(INDEX_IDS, { error: alertMessages.unknownIndex }),
});
export const alertTopic = z.discriminatedUnion('kind', [holderTopic, indexTopic]);
export type AlertTopic = z.output<typeof alertTopic>;

const topicList = z
  .array(alertTopic, { error: alertMessages.noTopics })
  .check(
    z.minLength(1, { error: alertMessages.noTopics }),
    z.maxLength(MAX_ALERT_TOPICS, { error: alertMessages.tooManyTopics }),
  );

export const subscribeInput = z.object({
  email: emailAddress,
  topics: topicList,
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The subscriber's IANA zone: the weekly digest comes on their Monday morning (default: the firm's). */
  timeZone: z.optional(timeZoneName),
  website: honeypot,
});
export type SubscribeInput = z.input<typeof subscribeInput>;

export const updateAlertsInput = z.object({
  topics: z.optional(topicList),
  frequency: z.optional(z.enum(ALERT_FREQUENCIES)),
  timeZone: z.optional(timeZoneName),
});
export type UpdateAlertsInput = z.input<typeof updateAlertsInput>;

export const alertAcceptedSchema = z.object({ message: z.string() });
export type AlertAccepted = z.output<typeof alertAcceptedSchema>;

export const ALERT_STATUSES = ['unconfirmed', 'active', 'left'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const alertStatusLabels: Record<AlertStatus, string> = {
  unconfirmed: 'Not confirmed yet',
  active: 'Active',
  left: 'Unsubscribed',
};

export const namedTopicSchema = z.object({
  kind: z.enum(ALERT_TOPIC_KINDS),
  /** The ticker (holder) or the index id. */
  key: z.string(),
  /** The holder's or index's name. */
  name: z.string(),
});
export type NamedAlertTopic = z.output<typeof namedTopicSchema>;

export const managedAlertsSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  message: z.optional(z.string()),
  topics: z.array(namedTopicSchema),
  frequency: z.enum(ALERT_FREQUENCIES),
  timeZone: z.string(),
  /** ISO 8601 UTC; null until confirmed. */
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export type ManagedAlerts = z.output<typeof managedAlertsSchema>;

/** Subscribers per topic, for the admin overview (confirmed and still subscribed ones). */
export const alertTopicCountsSchema = z.object({
  topics: z.array(z.object({ ...namedTopicSchema.shape, subscribers: z.number() })),
  confirmed: z.number(),
  unconfirmed: z.number(),
});
export type AlertTopicCounts = z.output<typeof alertTopicCountsSchema>;
