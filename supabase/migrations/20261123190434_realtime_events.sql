-- Realtime with durable ids (docs/decisions/021-durable-realtime-events.md). Every change
-- of the market tables becomes a row of realtime_events, written in the same transaction
-- as the change, and is announced on the channel 'vaultmark_changes' with its id; a server
-- that missed announcements (a browser reconnecting, a LISTEN connection that dropped, a
-- restart) reads the rows after the last id it had.
--
-- Ids must increase in commit order, or a reader that saw id 11 could later miss 10
-- committed after it. So the statement triggers only note each distinct change of the
-- transaction in realtime_pending; at commit a deferred trigger takes a transaction-level
-- advisory lock (held until the commit completes, so committing writers take ids one at a
-- time, after all their row locks are held: no deadlock), gives each change its id in
-- realtime_events and announces it.
--
-- One event per distinct change and transaction: a bulk update of one index type
-- announces itself once; price rows announce the newest row per symbol and statement.
-- Price rows are deleted only by the roll-up of old ticks to daily closes (ADR 050), which
-- changes no answer a browser holds, so deletes of price_data announce nothing.
DROP TRIGGER IF EXISTS treasury_constituents_notify ON treasury_constituents;
--> statement-breakpoint
DROP TRIGGER IF EXISTS price_data_notify ON price_data;
--> statement-breakpoint
DROP TRIGGER IF EXISTS index_history_notify ON index_history;
--> statement-breakpoint
DROP FUNCTION IF EXISTS vaultmark_notify_change();
--> statement-breakpoint
CREATE FUNCTION vaultmark_record_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'treasury_constituents' THEN
    IF TG_OP = 'UPDATE' THEN
      -- A row moved to another index changes both.
      INSERT INTO realtime_pending (tx, payload)
      SELECT DISTINCT txid_current(), jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'index_type', changed.index_type)
      FROM (SELECT index_type FROM changed_rows UNION SELECT index_type FROM old_rows) AS changed
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO realtime_pending (tx, payload)
      SELECT DISTINCT txid_current(), jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'index_type', index_type)
      FROM changed_rows
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_TABLE_NAME = 'price_data' THEN
    INSERT INTO realtime_pending (tx, payload)
    SELECT txid_current(), jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'symbol', newest.symbol,
      'price', newest.price, 'timestamp', newest."timestamp")
    FROM (
      SELECT DISTINCT ON (symbol) symbol, price, "timestamp" FROM changed_rows ORDER BY symbol, "timestamp" DESC
    ) AS newest
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO realtime_pending (tx, payload)
    SELECT DISTINCT txid_current(), jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'index_type', index_type,
      'date', date)
    FROM changed_rows
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION vaultmark_publish_pending() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  -- 7364100: this lock's fixed key (the job locks use 7364001…, migrations 7461001).
  PERFORM pg_advisory_xact_lock(7364100);
  INSERT INTO realtime_events (payload) VALUES (NEW.payload) RETURNING id INTO event_id;
  DELETE FROM realtime_pending WHERE tx = NEW.tx AND payload = NEW.payload;
  PERFORM pg_notify('vaultmark_changes', (NEW.payload || jsonb_build_object('id', event_id))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER realtime_pending_publish
AFTER INSERT ON realtime_pending
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION vaultmark_publish_pending();
--> statement-breakpoint
CREATE TRIGGER treasury_constituents_insert_events AFTER INSERT ON treasury_constituents
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER treasury_constituents_update_events AFTER UPDATE ON treasury_constituents
REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER treasury_constituents_delete_events AFTER DELETE ON treasury_constituents
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER price_data_insert_events AFTER INSERT ON price_data
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER price_data_update_events AFTER UPDATE ON price_data
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER index_history_insert_events AFTER INSERT ON index_history
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER index_history_update_events AFTER UPDATE ON index_history
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
--> statement-breakpoint
CREATE TRIGGER index_history_delete_events AFTER DELETE ON index_history
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vaultmark_record_changes();
