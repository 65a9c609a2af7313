CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"version" text NOT NULL,
	"context" text,
	"ip" text,
	"user_agent" text,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "issue_course_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "paid_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "canceled_by" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "no_show_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","text","version");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_issue_course_id_issue_courses_id_fk" FOREIGN KEY ("issue_course_id") REFERENCES "public"."issue_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_unpaid_hold_idx" ON "courses" USING btree ("hold_expires_at") WHERE "courses"."status" = 5;