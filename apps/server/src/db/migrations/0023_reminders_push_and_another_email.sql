CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_reminders" DROP CONSTRAINT "course_reminders_once";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "another_email" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "course_reminders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "course_reminders" SET "starts_at" = "courses"."starts_at" FROM "courses" WHERE "courses"."id" = "course_reminders"."course_id";--> statement-breakpoint
ALTER TABLE "course_reminders" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "course_reminders" ADD CONSTRAINT "course_reminders_once" UNIQUE("course_id","user_id","kind","starts_at");