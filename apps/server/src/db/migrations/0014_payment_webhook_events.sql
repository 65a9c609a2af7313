CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" smallint NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_event" UNIQUE("provider","event_id")
);
