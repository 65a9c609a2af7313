CREATE TABLE "course_feedback" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"counselor_id" uuid NOT NULL,
	"grade" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_feedback_grade_range" CHECK ("course_feedback"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "extension_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "interrupted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "interrupted_by" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "delivered_seconds" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "interruption_outcome" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "counselor_share_permille" integer;--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_counselor_id_counselor_profiles_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_feedback_counselor_idx" ON "course_feedback" USING btree ("counselor_id","created_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_interrupted_by_users_id_fk" FOREIGN KEY ("interrupted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_extension_range" CHECK ("courses"."extension_seconds" >= 0);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_interruption_outcome" CHECK ("courses"."interruption_outcome" in ('client_refund', 'pro_rata'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_counselor_share_range" CHECK ("courses"."counselor_share_permille" between 0 and 1000);