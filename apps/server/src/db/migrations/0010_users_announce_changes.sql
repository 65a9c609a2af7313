-- Every change of a user's row or client profile is announced on the channel 'users_changed'
-- (payload: the user's id; '' after a TRUNCATE, meaning every user). The NOTIFY belongs to the
-- changing transaction: every instance hears it when that commits, and never if it rolls back, so
-- the in-memory profile caches of all instances forget the row, whoever changed it (a module, the
-- seed, or SQL typed by hand). drizzle-kit cannot express triggers, hence this hand-written file.
CREATE FUNCTION announce_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('users_changed', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('users_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('users_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION announce_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_user_changed();
--> statement-breakpoint
CREATE TRIGGER client_profiles_announce_change AFTER INSERT OR UPDATE OR DELETE ON "client_profiles"
  FOR EACH ROW EXECUTE FUNCTION announce_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER client_profiles_announce_truncate AFTER TRUNCATE ON "client_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_user_changed();
