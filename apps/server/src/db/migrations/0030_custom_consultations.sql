CREATE TABLE "custom_consultation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"counselor_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text NOT NULL,
	"preferred_times" text NOT NULL,
	"length" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"price" integer,
	"course_id" uuid,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_consultation_requests_status" CHECK ("custom_consultation_requests"."status" in ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "custom_consultation_requests_length" CHECK ("custom_consultation_requests"."length" in (0, 1)),
	CONSTRAINT "custom_consultation_requests_message" CHECK (char_length("custom_consultation_requests"."message") between 1 and 1000),
	CONSTRAINT "custom_consultation_requests_times" CHECK (char_length("custom_consultation_requests"."preferred_times") between 1 and 300),
	CONSTRAINT "custom_consultation_requests_two_parties" CHECK ("custom_consultation_requests"."client_id" <> "custom_consultation_requests"."counselor_id"),
	CONSTRAINT "custom_consultation_requests_accepted" CHECK (("custom_consultation_requests"."status" = 'accepted') = ("custom_consultation_requests"."course_id" is not null and "custom_consultation_requests"."price" is not null)),
	CONSTRAINT "custom_consultation_requests_declined" CHECK (("custom_consultation_requests"."status" = 'declined') = ("custom_consultation_requests"."decline_reason" is not null)),
	CONSTRAINT "custom_consultation_requests_price" CHECK ("custom_consultation_requests"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "custom_consultation_requests" ADD CONSTRAINT "custom_consultation_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_consultation_requests" ADD CONSTRAINT "custom_consultation_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_consultation_requests" ADD CONSTRAINT "custom_consultation_requests_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_consultation_requests_course" ON "custom_consultation_requests" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_consultation_requests_one_pending" ON "custom_consultation_requests" USING btree ("client_id","counselor_id") WHERE "custom_consultation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "custom_consultation_requests_client_idx" ON "custom_consultation_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_consultation_requests_counselor_idx" ON "custom_consultation_requests" USING btree ("counselor_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_consultation_requests_pending_expiry_idx" ON "custom_consultation_requests" USING btree ("expires_at") WHERE "custom_consultation_requests"."status" = 'pending';