CREATE TABLE "counselor_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"voice" boolean NOT NULL,
	"video" boolean NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_weekly_hours_weekday" CHECK ("counselor_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "counselor_weekly_hours_minutes" CHECK ("counselor_weekly_hours"."start_minute" >= 0 and "counselor_weekly_hours"."end_minute" <= 1440 and "counselor_weekly_hours"."end_minute" > "counselor_weekly_hours"."start_minute" and "counselor_weekly_hours"."start_minute" % 30 = 0 and "counselor_weekly_hours"."end_minute" % 30 = 0),
	CONSTRAINT "counselor_weekly_hours_service_type" CHECK ("counselor_weekly_hours"."voice" or "counselor_weekly_hours"."video")
);
--> statement-breakpoint
ALTER TABLE "counselor_schedule_slots" ADD COLUMN "voice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_schedule_slots" ADD COLUMN "video" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_schedule_slots" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "counselor_weekly_hours" ADD CONSTRAINT "counselor_weekly_hours_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_weekly_hours_counselor_idx" ON "counselor_weekly_hours" USING btree ("counselor_id","weekday");--> statement-breakpoint
ALTER TABLE "counselor_schedule_slots" ADD CONSTRAINT "counselor_schedule_slots_service_type" CHECK ("counselor_schedule_slots"."voice" or "counselor_schedule_slots"."video");