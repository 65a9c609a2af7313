-- Every change of a user's ledger account (a balance moving) is announced on 'users_changed' with
-- the owner's id, like the changes of their row (0010_users_announce_changes.sql), so that every
-- instance forgets the balances it remembers for the profile read when the change commits.
-- Platform accounts (no owner) announce nothing: they are not remembered.
CREATE TRIGGER ledger_accounts_announce_change AFTER INSERT OR UPDATE ON "ledger_accounts"
  FOR EACH ROW WHEN (NEW.owner_user_id IS NOT NULL) EXECUTE FUNCTION announce_user_changed('owner_user_id');
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_announce_delete AFTER DELETE ON "ledger_accounts"
  FOR EACH ROW WHEN (OLD.owner_user_id IS NOT NULL) EXECUTE FUNCTION announce_user_changed('owner_user_id');
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_announce_truncate AFTER TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_user_changed();
