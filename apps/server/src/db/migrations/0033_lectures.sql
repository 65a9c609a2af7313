CREATE TABLE "lecture_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"paid" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_signups_status" CHECK ("lecture_signups"."status" in ('active', 'withdrawn', 'refunded')),
	CONSTRAINT "lecture_signups_paid" CHECK ("lecture_signups"."paid" >= 0),
	CONSTRAINT "lecture_signups_email" CHECK (char_length("lecture_signups"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"length_minutes" smallint NOT NULL,
	"signup_deadline" timestamp with time zone NOT NULL,
	"min_members" smallint NOT NULL,
	"max_members" smallint NOT NULL,
	"member_count" smallint DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"signup_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_cause" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lectures_status" CHECK ("lectures"."status" in ('open', 'confirmed', 'canceled', 'completed')),
	CONSTRAINT "lectures_title" CHECK (char_length(btrim("lectures"."title")) between 1 and 30),
	CONSTRAINT "lectures_description" CHECK (char_length(btrim("lectures"."description")) between 1 and 1000),
	CONSTRAINT "lectures_place" CHECK (char_length(btrim("lectures"."place")) between 1 and 100),
	CONSTRAINT "lectures_signup_note" CHECK (char_length("lectures"."signup_note") <= 300),
	CONSTRAINT "lectures_period" CHECK ("lectures"."ends_at" > "lectures"."starts_at"),
	CONSTRAINT "lectures_length" CHECK ("lectures"."length_minutes" in (60, 90, 120, 180) and "lectures"."ends_at" = "lectures"."starts_at" + "lectures"."length_minutes" * interval '1 minute'),
	CONSTRAINT "lectures_deadline" CHECK ("lectures"."signup_deadline" < "lectures"."starts_at"),
	CONSTRAINT "lectures_members" CHECK (1 <= "lectures"."min_members" and "lectures"."min_members" <= "lectures"."max_members" and "lectures"."max_members" <= 50),
	CONSTRAINT "lectures_member_count" CHECK ("lectures"."member_count" between 0 and "lectures"."max_members"),
	CONSTRAINT "lectures_price" CHECK ("lectures"."price" >= 0 and "lectures"."price" % 100 = 0),
	CONSTRAINT "lectures_canceled" CHECK (("lectures"."status" = 'canceled') = ("lectures"."cancel_cause" is not null)),
	CONSTRAINT "lectures_cancel_cause" CHECK ("lectures"."cancel_cause" in ('too_few_members', 'by_counselor') and ("lectures"."cancel_cause" = 'too_few_members' or "lectures"."cancel_reason" is not null)),
	CONSTRAINT "lectures_cancel_reason" CHECK (char_length("lectures"."cancel_reason") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "lecture_signups" ADD CONSTRAINT "lecture_signups_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_signups" ADD CONSTRAINT "lecture_signups_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lecture_signups_one_active" ON "lecture_signups" USING btree ("lecture_id","client_id") WHERE "lecture_signups"."status" = 'active';--> statement-breakpoint
CREATE INDEX "lecture_signups_lecture_idx" ON "lecture_signups" USING btree ("lecture_id","created_at");--> statement-breakpoint
CREATE INDEX "lecture_signups_client_idx" ON "lecture_signups" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "lectures_counselor_starts_idx" ON "lectures" USING btree ("counselor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lectures_upcoming_idx" ON "lectures" USING btree ("starts_at") WHERE "lectures"."status" in ('open', 'confirmed');--> statement-breakpoint
CREATE INDEX "lectures_open_deadline_idx" ON "lectures" USING btree ("signup_deadline") WHERE "lectures"."status" = 'open';--> statement-breakpoint
-- One counselor's open and confirmed lectures never overlap (drizzle-kit cannot express EXCLUDE):
-- the second of two concurrent announcements is refused with 23P01. btree_gist (migration 0001)
-- gives gist the equality on the uuid column.
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_no_overlap"
  EXCLUDE USING gist ("counselor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" in ('open', 'confirmed'));
--> statement-breakpoint
-- A lecture's sign-up is a ledger reason of its own.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_reason";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reason" CHECK ("ledger_entries"."reason" in ('recharge', 'booking_payment', 'lecture_signup', 'refund', 'cancellation_fee', 'no_show_compensation', 'bonus_grant', 'coupon', 'trial_deposit', 'trial_refund', 'trial_deposit_forfeit', 'approval_balance_move', 'payout'));
