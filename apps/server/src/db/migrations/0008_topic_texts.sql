ALTER TABLE "issue_courses" ADD COLUMN "target_audience" text;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_target_audience_length" CHECK (char_length("issue_courses"."target_audience") <= 50);--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_description_length" CHECK (char_length("issue_courses"."description") <= 300);--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_detail_length" CHECK (char_length("issue_courses"."detail") <= 3000);