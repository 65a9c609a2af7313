CREATE TABLE "counselor_leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_leaves_period" CHECK ("counselor_leaves"."ends_at" > "counselor_leaves"."starts_at"),
	CONSTRAINT "counselor_leaves_reason_length" CHECK (char_length("counselor_leaves"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "counselor_leaves" ADD CONSTRAINT "counselor_leaves_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_leaves_counselor_ends_idx" ON "counselor_leaves" USING btree ("counselor_id","ends_at");--> statement-breakpoint
-- One counselor's leaves never overlap (drizzle-kit cannot express EXCLUDE): the second of two
-- concurrent requests for overlapping leave is refused with 23P01.
ALTER TABLE "counselor_leaves" ADD CONSTRAINT "counselor_leaves_no_overlap"
  EXCLUDE USING gist ("counselor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
