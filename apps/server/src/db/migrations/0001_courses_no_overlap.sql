-- A counselor's time is never double-booked (ARCHITECTURE.md §5): the database refuses a course
-- whose time overlaps another non-canceled course of the same counselor (SQLSTATE 23P01).
-- drizzle-kit cannot express EXCLUDE, hence this hand-written migration; the half-open range
-- '[)' lets one course start exactly when the previous one ends. Status 3 is Canceled.
-- btree_gist gives gist an equality operator for the uuid column; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_no_overlap"
  EXCLUDE USING gist ("counselor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 3);
