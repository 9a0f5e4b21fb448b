-- Realtime: every change of the market tables is announced on the channel
-- 'vaultmark_changes' as a small JSON payload; each server instance LISTENs and fans the
-- change out to browsers over Server-Sent Events. Identical payloads within one
-- transaction are delivered once (PostgreSQL folds them), so a bulk update of one index
-- type announces itself once.
CREATE OR REPLACE FUNCTION vaultmark_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  payload json;
BEGIN
  IF TG_OP = 'DELETE' THEN
    rec := OLD;
  ELSE
    rec := NEW;
  END IF;
  IF TG_TABLE_NAME = 'treasury_constituents' THEN
    payload := json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'index_type', rec.index_type);
  ELSIF TG_TABLE_NAME = 'price_data' THEN
    payload := json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'symbol', rec.symbol, 'price', rec.price,
      'timestamp', rec.timestamp);
  ELSE
    payload := json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'index_type', rec.index_type, 'date', rec.date);
  END IF;
  PERFORM pg_notify('vaultmark_changes', payload::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER treasury_constituents_notify
AFTER INSERT OR UPDATE OR DELETE ON treasury_constituents
FOR EACH ROW EXECUTE FUNCTION vaultmark_notify_change();
--> statement-breakpoint
CREATE TRIGGER price_data_notify
AFTER INSERT OR UPDATE OR DELETE ON price_data
FOR EACH ROW EXECUTE FUNCTION vaultmark_notify_change();
--> statement-breakpoint
CREATE TRIGGER index_history_notify
AFTER INSERT OR UPDATE OR DELETE ON index_history
FOR EACH ROW EXECUTE FUNCTION vaultmark_notify_change();
