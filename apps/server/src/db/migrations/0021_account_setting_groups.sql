ALTER TABLE "client_profiles" ADD COLUMN "emergency_contact_relation" text;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "offers_voice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "offers_video" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "accepts_custom_consultation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "custom_consultation_price" integer;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "accepts_free_trial" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_service_length" CHECK ("counselor_profiles"."service_length" between 0 and 3);--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_service_types" CHECK ("counselor_profiles"."offers_voice" or "counselor_profiles"."offers_video");--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_custom_price" CHECK ("counselor_profiles"."custom_consultation_price" between 1000 and 100000 and "counselor_profiles"."custom_consultation_price" % 100 = 0);--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD CONSTRAINT "counselor_profiles_custom_accepted_priced" CHECK (not "counselor_profiles"."accepts_custom_consultation" or "counselor_profiles"."custom_consultation_price" is not null);