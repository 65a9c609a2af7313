CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"use_no" integer NOT NULL,
	"amount" integer NOT NULL,
	"reference_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_use" UNIQUE("coupon_id","user_id","use_no"),
	CONSTRAINT "coupon_redemptions_use_no" CHECK ("coupon_redemptions"."use_no" > 0),
	CONSTRAINT "coupon_redemptions_amount" CHECK ("coupon_redemptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"total_cap" integer,
	"per_user_cap" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('amount', 'percent')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'amount' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_validity" CHECK ("coupons"."valid_until" > "coupons"."valid_from"),
	CONSTRAINT "coupons_caps" CHECK ("coupons"."per_user_cap" > 0 and ("coupons"."total_cap" is null or "coupons"."total_cap" > 0)),
	CONSTRAINT "coupons_used_count" CHECK ("coupons"."used_count" >= 0 and ("coupons"."total_cap" is null or "coupons"."used_count" <= "coupons"."total_cap"))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A use of a coupon is a fact the ledger's entry rests on: never changed or removed (55000).
CREATE TRIGGER coupon_redemptions_no_update_delete BEFORE UPDATE OR DELETE ON "coupon_redemptions"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" smallint NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_event" UNIQUE("provider","event_id")
);
