-- The API caches signed-in sessions per process (sessions.service.ts). Every change that can alter what
-- a session resolves to (an account's row, a session's row) notifies channel fanlane_auth with the
-- account's id, whatever code or tool made it; every process drops that account's cached sessions.
-- TRUNCATE notifies '*': drop everything.
CREATE FUNCTION fanlane_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('fanlane_auth', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('fanlane_auth', OLD.id);
  ELSE
    PERFORM pg_notify('fanlane_auth', OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION fanlane_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION fanlane_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION fanlane_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION fanlane_auth_notify();
