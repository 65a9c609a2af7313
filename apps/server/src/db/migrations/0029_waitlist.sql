CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"counselor_id" uuid NOT NULL,
	"issue_course_id" uuid NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting', 'booked', 'left')),
	CONSTRAINT "waitlist_entries_weekdays" CHECK (cardinality("waitlist_entries"."weekdays") between 1 and 7 and "waitlist_entries"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[]),
	CONSTRAINT "waitlist_entries_window" CHECK ("waitlist_entries"."from_minute" >= 0 and "waitlist_entries"."to_minute" <= 1440 and "waitlist_entries"."to_minute" > "waitlist_entries"."from_minute")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_outcome" CHECK ("waitlist_offers"."outcome" in ('open', 'accepted', 'declined', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_counselor_id_counselor_profiles_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_issue_course_id_issue_courses_id_fk" FOREIGN KEY ("issue_course_id") REFERENCES "public"."issue_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_live" ON "waitlist_entries" USING btree ("client_id","issue_course_id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_counselor_idx" ON "waitlist_entries" USING btree ("counselor_id","created_at") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_course" ON "waitlist_offers" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."outcome" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_start_once" ON "waitlist_offers" USING btree ("entry_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."outcome" = 'open';