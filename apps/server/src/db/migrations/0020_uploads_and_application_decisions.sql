CREATE TABLE "counselor_application_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "counselor_application_decisions_decision" CHECK ("counselor_application_decisions"."decision" in ('approved', 'rejected')),
	CONSTRAINT "counselor_application_decisions_reject_comment" CHECK ("counselor_application_decisions"."decision" = 'approved' or length(trim("counselor_application_decisions"."comment")) > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"stored_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose_known" CHECK ("uploads"."purpose" in ('headshot', 'passbook', 'licenseFront', 'licenseBack', 'attachment')),
	CONSTRAINT "uploads_content_type_known" CHECK ("uploads"."content_type" in ('image/webp', 'application/pdf')),
	CONSTRAINT "uploads_byte_size_positive" CHECK ("uploads"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "counselor_application_decisions" ADD CONSTRAINT "counselor_application_decisions_application_id_counselor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."counselor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_application_decisions" ADD CONSTRAINT "counselor_application_decisions_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_application_decisions_application_idx" ON "counselor_application_decisions" USING btree ("application_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_stored_name_key" ON "uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");