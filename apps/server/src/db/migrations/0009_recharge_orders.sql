CREATE TABLE "recharge_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"client_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"provider" smallint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"invoice" jsonb NOT NULL,
	"provider_trade_no" text,
	"atm_bank_code" text,
	"atm_virtual_account" text,
	"atm_expires_at" timestamp with time zone,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharge_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "recharge_orders_amount" CHECK ("recharge_orders"."amount" > 0 and "recharge_orders"."amount" % 100 = 0),
	CONSTRAINT "recharge_orders_provider" CHECK ("recharge_orders"."provider" in (0, 3)),
	CONSTRAINT "recharge_orders_method" CHECK ("recharge_orders"."method" in ('Credit', 'ATM')),
	CONSTRAINT "recharge_orders_status" CHECK ("recharge_orders"."status" in ('created', 'awaiting_transfer', 'paid', 'failed')),
	CONSTRAINT "recharge_orders_paid_at" CHECK (("recharge_orders"."status" = 'paid') = ("recharge_orders"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_orders_client_idx" ON "recharge_orders" USING btree ("client_id","created_at");--> statement-breakpoint
-- A recharge keeps its amount, and once paid stays paid: the points it credited are in the
-- ledger, which a later change of the order could not take back (55000, as the ledger's).
CREATE FUNCTION recharge_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount <> OLD.amount OR NEW.client_id <> OLD.client_id OR NEW.order_no <> OLD.order_no
    OR (OLD.status = 'paid' AND NEW.status <> 'paid') THEN
    RAISE EXCEPTION 'recharge % keeps its amount, client and number, and stays paid', OLD.order_no
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recharge_orders_guard BEFORE UPDATE ON "recharge_orders"
  FOR EACH ROW EXECUTE FUNCTION recharge_orders_guard();
--> statement-breakpoint
CREATE TRIGGER recharge_orders_no_delete BEFORE DELETE ON "recharge_orders"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
