CREATE TABLE "counselor_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text NOT NULL,
	"license_type" smallint NOT NULL,
	"effective_date" date NOT NULL,
	"expires_on" date,
	"request_id" uuid,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_licenses_type" CHECK ("counselor_licenses"."license_type" in (0, 1)),
	CONSTRAINT "counselor_licenses_dates" CHECK ("counselor_licenses"."expires_on" is null or "counselor_licenses"."expires_on" > "counselor_licenses"."effective_date")
);
--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "licensed_until" date;--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "counselor_licenses" ADD CONSTRAINT "counselor_licenses_counselor_id_counselor_profiles_user_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_licenses" ADD CONSTRAINT "counselor_licenses_request_id_license_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."license_change_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counselor_licenses_position" ON "counselor_licenses" USING btree ("counselor_id","position");--> statement-breakpoint
CREATE INDEX "counselor_licenses_expires_idx" ON "counselor_licenses" USING btree ("expires_on");--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD CONSTRAINT "license_change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests decided before decisions were recorded: their last change stands for the decision.
UPDATE "license_change_requests" SET "reviewed_at" = "updated_at" WHERE "status" in (2, 3);--> statement-breakpoint
UPDATE "license_change_requests" SET "reason" = '-' WHERE "status" = 3;--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD CONSTRAINT "license_change_requests_decided" CHECK (("license_change_requests"."status" in (2, 3)) = ("license_change_requests"."reviewed_at" is not null));--> statement-breakpoint
ALTER TABLE "license_change_requests" ADD CONSTRAINT "license_change_requests_reason" CHECK (("license_change_requests"."status" = 3) = ("license_change_requests"."reason" is not null and length("license_change_requests"."reason") > 0));