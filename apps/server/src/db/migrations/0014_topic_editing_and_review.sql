CREATE TABLE "issue_course_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_course_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "issue_course_transitions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "custom_category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "cover_video_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "create_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "issue_course_transitions" ADD CONSTRAINT "issue_course_transitions_issue_course_id_issue_courses_id_fk" FOREIGN KEY ("issue_course_id") REFERENCES "public"."issue_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_course_transitions" ADD CONSTRAINT "issue_course_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_course_transitions_topic_idx" ON "issue_course_transitions" USING btree ("issue_course_id","seq");--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_custom_category_length" CHECK (char_length("issue_courses"."custom_category") <= 20);--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_keywords_length" CHECK (char_length("issue_courses"."keywords") <= 220);--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_create_type_range" CHECK ("issue_courses"."create_type" in (0, 1));--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_pending_revision" CHECK ("issue_courses"."pending_revision" is null or "issue_courses"."approve_status" in (2, 3));