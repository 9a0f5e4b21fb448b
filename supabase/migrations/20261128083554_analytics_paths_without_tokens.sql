-- Page views of private pages with a token in their path (a result, a manage link) were
-- stored with the token. They keep the route's pattern instead, as events are stored from
-- now on (analyticsPath in domain/analytics.ts): the counts stay, the tokens go.
UPDATE "analytics_events" SET "path" = '/assessment/result/:token' WHERE "path" LIKE '/assessment/result/%';--> statement-breakpoint
UPDATE "analytics_events" SET "path" = '/schedule-consultation/manage/:token' WHERE "path" LIKE '/schedule-consultation/manage/%';--> statement-breakpoint
UPDATE "analytics_events" SET "path" = '/live-webinars/manage/:token' WHERE "path" LIKE '/live-webinars/manage/%';
