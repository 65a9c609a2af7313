CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" uuid,
	"provider" smallint,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity" UNIQUE NULLS NOT DISTINCT("kind","owner_user_id","provider"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('client_stored_value', 'client_bonus', 'counselor_earnings', 'provider_clearing', 'coupon_expense', 'bonus_expense', 'fee_revenue', 'compensation_expense')),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."owner_user_id" is not null) = ("ledger_accounts"."kind" in ('client_stored_value', 'client_bonus', 'counselor_earnings')) and ("ledger_accounts"."provider" is not null) = ("ledger_accounts"."kind" = 'provider_clearing')),
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."kind" not in ('client_stored_value', 'client_bonus', 'counselor_earnings'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"reference_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_reason" CHECK ("ledger_entries"."reason" in ('recharge', 'booking_payment', 'refund', 'cancellation_fee', 'no_show_compensation', 'bonus_grant', 'coupon', 'trial_deposit', 'trial_refund', 'approval_balance_move', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_postings_amount_non_zero" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
-- The ledger's rules, held by the database whatever code or person writes (ARCHITECTURE.md §5).
-- drizzle-kit cannot express triggers, hence the hand-written part below.
--
-- 1. Each posting moves its account's balance in the same statement: the row lock of this UPDATE
--    serializes concurrent postings to one account, and the balance check of ledger_accounts
--    refuses one that would take a user's balance below zero (23514). balance_after is what the
--    statement shows.
CREATE FUNCTION ledger_posting_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply BEFORE INSERT ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_apply();
--> statement-breakpoint
-- 2. Only a posting moves a balance (the trigger above runs one level deep): a balance therefore
--    always equals the sum of its account's postings.
CREATE FUNCTION ledger_account_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger_accounts.balance moves only by postings' USING ERRCODE = '55000';
  END IF;
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id
    OR NEW.provider IS DISTINCT FROM OLD.provider THEN
    RAISE EXCEPTION 'a ledger account keeps its kind and owner' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard_balance BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION ledger_account_guard_balance();
--> statement-breakpoint
-- 3. Every entry's postings sum to zero, and an entry has at least two: checked at commit
--    (deferred), once all of the entry's postings are in, for each new entry and each new posting.
CREATE FUNCTION ledger_entry_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  total bigint;
  postings int;
BEGIN
  -- Each branch names a column of its own table only (PL/pgSQL plans a statement when it runs).
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, postings FROM ledger_postings WHERE entry_id = entry;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % postings summing to %', entry, postings, total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_check_balanced();
--> statement-breakpoint
-- 4. Entries and postings are never changed or removed: a correction is a new entry (55000, as
--    for the audit trail).
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_update_delete BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Nor are accounts removed: their postings name them (the foreign key), and a user's balance
-- would vanish with them.
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"client_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"provider" smallint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"invoice" jsonb NOT NULL,
	"provider_trade_no" text,
	"atm_bank_code" text,
	"atm_virtual_account" text,
	"atm_expires_at" timestamp with time zone,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharge_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "recharge_orders_amount" CHECK ("recharge_orders"."amount" > 0 and "recharge_orders"."amount" % 100 = 0),
	CONSTRAINT "recharge_orders_provider" CHECK ("recharge_orders"."provider" in (0, 3)),
	CONSTRAINT "recharge_orders_method" CHECK ("recharge_orders"."method" in ('Credit', 'ATM')),
	CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('created', 'awaiting_transfer', 'paid', 'failed')),
	CONSTRAINT "recharge_orders_paid_at" CHECK (("recharge_orders"."status" = 'paid') = ("recharge_orders"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_orders_client_idx" ON "recharge_orders" USING btree ("client_id","created_at");--> statement-breakpoint
-- A recharge keeps its amount, and once paid stays paid: the points it credited are in the
-- ledger, which a later change of the order could not take back (55000, as the ledger's).
CREATE FUNCTION recharge_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount <> OLD.amount OR NEW.client_id <> OLD.client_id OR NEW.order_no <> OLD.order_no
    OR (OLD.status = 'paid' AND NEW.status <> 'paid') THEN
    RAISE EXCEPTION 'recharge % keeps its amount, client and number, and stays paid', OLD.order_no
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recharge_orders_guard BEFORE UPDATE ON "recharge_orders"
  FOR EACH ROW EXECUTE FUNCTION recharge_orders_guard();
--> statement-breakpoint
CREATE TRIGGER recharge_orders_no_delete BEFORE DELETE ON "recharge_orders"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
