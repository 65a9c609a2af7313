CREATE TABLE "client_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emergency_phone" text
);
--> statement-breakpoint
CREATE TABLE "counselor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"address" text,
	"service_length" smallint,
	"line_id" text,
	"about_me" text,
	"facebook" text,
	"blog" text,
	"custom_specialty" text,
	"custom_specialty_detail" text,
	"custom_advice_style" text,
	"counselor_organization" text,
	"can_reserve_after" integer DEFAULT 24 NOT NULL,
	"verify_status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "counselor_profiles_lead_time" CHECK ("counselor_profiles"."can_reserve_after" in (4, 8, 24, 48, 72)),
	CONSTRAINT "counselor_profiles_verify_status" CHECK ("counselor_profiles"."verify_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"nickname" text NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"cover_image_path" text,
	"activated_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"free_course_status" smallint DEFAULT 0 NOT NULL,
	"apply_counselor_status" smallint DEFAULT 0 NOT NULL,
	"use_email_course_notify_one_day" boolean DEFAULT true NOT NULL,
	"use_email_course_notify_one_hour" boolean DEFAULT true NOT NULL,
	"use_email_course_notify_ten_minutes" boolean DEFAULT false NOT NULL,
	"use_fcm_course_notify_one_day" boolean DEFAULT true NOT NULL,
	"use_fcm_course_notify_one_hour" boolean DEFAULT true NOT NULL,
	"use_fcm_course_notify_ten_minutes" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_free_course_status_range" CHECK ("users"."free_course_status" between 0 and 4),
	CONSTRAINT "users_apply_counselor_status_range" CHECK ("users"."apply_counselor_status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_attempts" CHECK ("phone_verifications"."wrong_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_applications_status_range" CHECK ("counselor_applications"."status" between 0 and 4),
	CONSTRAINT "counselor_applications_submitted" CHECK ("counselor_applications"."status" = 0 or "counselor_applications"."submitted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"length" smallint NOT NULL,
	"client_id" uuid NOT NULL,
	"counselor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_type_range" CHECK ("courses"."type" between 0 and 3),
	CONSTRAINT "courses_status_range" CHECK ("courses"."status" between 0 and 5),
	CONSTRAINT "courses_length_range" CHECK ("courses"."length" between 0 and 4),
	CONSTRAINT "courses_period" CHECK ("courses"."ends_at" > "courses"."starts_at"),
	CONSTRAINT "courses_two_parties" CHECK ("courses"."client_id" <> "courses"."counselor_id")
);
--> statement-breakpoint
CREATE TABLE "issue_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"length" smallint NOT NULL,
	"price" integer NOT NULL,
	"approve_status" smallint DEFAULT 0 NOT NULL,
	"revision_note" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_courses_title_length" CHECK (char_length("issue_courses"."title") between 1 and 30),
	CONSTRAINT "issue_courses_length_range" CHECK ("issue_courses"."length" between 0 and 4),
	CONSTRAINT "issue_courses_approve_status_range" CHECK ("issue_courses"."approve_status" between 0 and 3),
	CONSTRAINT "issue_courses_price" CHECK ("issue_courses"."price" > 0 and "issue_courses"."price" % 100 = 0 and ("issue_courses"."length" not in (0, 1) or "issue_courses"."price" >= 2000)),
	CONSTRAINT "issue_courses_submitted" CHECK ("issue_courses"."approve_status" not in (1, 3) or ("issue_courses"."revision_note" is not null and "issue_courses"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "license_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"licenses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_change_requests_status_range" CHECK ("license_change_requests"."status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mails_type_range" CHECK ("mails"."type" between 0 and 99),
	CONSTRAINT "mails_read_at" CHECK ("mails"."is_read" = ("mails"."read_at" is not null)),
	CONSTRAINT "mails_link_local" CHECK ("mails"."link" is null or ("mails"."link" like '/%' and "mails"."link" not like '//%'))
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"reply_to" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_schedule_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_schedule_slots_period" CHECK ("counselor_schedule_slots"."ends_at" > "counselor_schedule_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_applications" ADD CONSTRAINT "counselor_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_counselor_id_counselor_profiles_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_courses" ADD CONSTRAINT "issue_courses_counselor_id_counselor_profiles_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD CONSTRAINT "license_change_requests_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_schedule_slots" ADD CONSTRAINT "counselor_schedule_slots_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counselor_applications_applicant_key" ON "counselor_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "counselor_applications_applying_idx" ON "counselor_applications" USING btree ("submitted_at") WHERE "counselor_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "courses_client_starts_idx" ON "courses" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "courses_counselor_starts_idx" ON "courses" USING btree ("counselor_id","starts_at");--> statement-breakpoint
CREATE INDEX "issue_courses_counselor_idx" ON "issue_courses" USING btree ("counselor_id","updated_at");--> statement-breakpoint
CREATE INDEX "issue_courses_review_queue_idx" ON "issue_courses" USING btree ("submitted_at") WHERE "issue_courses"."approve_status" in (1, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "license_change_requests_one_under_review" ON "license_change_requests" USING btree ("counselor_id") WHERE "license_change_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "license_change_requests_under_review_idx" ON "license_change_requests" USING btree ("created_at") WHERE "license_change_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "mails_user_read_created_idx" ON "mails" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "captcha_spent_expiry_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expiry_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "counselor_schedule_slots_counselor_ends_idx" ON "counselor_schedule_slots" USING btree ("counselor_id","ends_at");