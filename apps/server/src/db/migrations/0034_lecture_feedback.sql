CREATE TABLE "lecture_feedback" (
	"signup_id" uuid PRIMARY KEY NOT NULL,
	"lecture_id" uuid NOT NULL,
	"grade" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lecture_feedback_grade_range" CHECK ("lecture_feedback"."grade" between 1 and 5),
	CONSTRAINT "lecture_feedback_comment" CHECK (char_length("lecture_feedback"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "lecture_feedback" ADD CONSTRAINT "lecture_feedback_signup_id_lecture_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."lecture_signups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_feedback" ADD CONSTRAINT "lecture_feedback_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_feedback_lecture_idx" ON "lecture_feedback" USING btree ("lecture_id","created_at");