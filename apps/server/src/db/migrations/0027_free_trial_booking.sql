ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reason";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_course_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_course_quota" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_trial_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_free_course_quota_non_negative" CHECK ("users"."free_course_quota" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('client_stored_value', 'client_bonus', 'counselor_earnings', 'provider_clearing', 'coupon_expense', 'bonus_expense', 'fee_revenue', 'compensation_expense', 'trial_deposit_held'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reason" CHECK ("ledger_entries"."reason" in ('recharge', 'booking_payment', 'refund', 'cancellation_fee', 'no_show_compensation', 'bonus_grant', 'coupon', 'trial_deposit', 'trial_refund', 'trial_deposit_forfeit', 'approval_balance_move', 'payout'));--> statement-breakpoint
-- Clients who finished the trial's steps before quotas existed, and have booked no trial, hold one.
UPDATE "users" SET "free_course_quota" = 1
WHERE "role" = 'client' AND "free_course_status" = 4
  AND NOT EXISTS (SELECT 1 FROM "courses" WHERE "courses"."client_id" = "users"."id" AND "courses"."type" = 3);
