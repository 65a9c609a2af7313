ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
-- Messages sent before references existed get one from their id (hex: readable, unique enough for the few there are).
UPDATE "contact_messages" SET "reference" = 'C-' || upper(substr(md5("id"::text), 1, 6)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_reference_key" ON "contact_messages" USING btree ("reference");
