CREATE TABLE "treatment_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counselor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"process_status" text NOT NULL,
	"target" text NOT NULL,
	"issues" text[] NOT NULL,
	"goal" text NOT NULL,
	"close_type" text,
	"effectiveness_score" smallint,
	"summary" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "treatment_cases_status" CHECK ("treatment_cases"."status" in ('new', 'ongoing', 'closed')),
	CONSTRAINT "treatment_cases_process" CHECK ("treatment_cases"."process_status" in ('intake', 'interview', 'advisory', 'suspended')),
	CONSTRAINT "treatment_cases_target" CHECK ("treatment_cases"."target" in ('self', 'partner', 'family', 'other')),
	CONSTRAINT "treatment_cases_issues" CHECK (cardinality("treatment_cases"."issues") between 1 and 5 and "treatment_cases"."issues" <@ array['anxiety', 'depression', 'sleep', 'stress', 'relationships', 'family', 'grief', 'self']::text[]),
	CONSTRAINT "treatment_cases_close_type" CHECK ("treatment_cases"."close_type" in ('goal_met', 'client_ended', 'referred', 'no_contact', 'other')),
	CONSTRAINT "treatment_cases_effectiveness" CHECK ("treatment_cases"."effectiveness_score" between 1 and 5),
	CONSTRAINT "treatment_cases_closing" CHECK (("treatment_cases"."status" = 'closed') = ("treatment_cases"."closed_at" is not null and "treatment_cases"."close_type" is not null and "treatment_cases"."effectiveness_score" is not null and "treatment_cases"."summary" is not null)),
	CONSTRAINT "treatment_cases_number_positive" CHECK ("treatment_cases"."number" > 0),
	CONSTRAINT "treatment_cases_two_parties" CHECK ("treatment_cases"."client_id" <> "treatment_cases"."counselor_id")
);
--> statement-breakpoint
CREATE TABLE "treatment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"course_id" uuid,
	"process_status" text NOT NULL,
	"content" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	CONSTRAINT "treatment_records_process" CHECK ("treatment_records"."process_status" in ('intake', 'interview', 'advisory', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "treatment_cases" ADD CONSTRAINT "treatment_cases_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_cases" ADD CONSTRAINT "treatment_cases_counselor_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselor_profiles"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_case_id_treatment_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."treatment_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_cases_number" ON "treatment_cases" USING btree ("counselor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_cases_one_open" ON "treatment_cases" USING btree ("counselor_id","client_id") WHERE "treatment_cases"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "treatment_cases_counselor_idx" ON "treatment_cases" USING btree ("counselor_id","opened_at");--> statement-breakpoint
CREATE INDEX "treatment_records_case_idx" ON "treatment_records" USING btree ("case_id","written_at");--> statement-breakpoint
-- Treatment records are kept as written, and a closed case as it was closed: the database refuses
-- the change whatever code or person asks (SQLSTATE 55000). Re-sealing text under a new key
-- (reencryptColumn) changes only the sealed column, so that alone is let through.
-- drizzle-kit cannot express triggers, hence these hand-written statements.
CREATE FUNCTION treatment_cases_keep_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'treatment_cases are kept: DELETE refused' USING ERRCODE = '55000';
  END IF;
  IF OLD.status = 'closed' AND (to_jsonb(NEW) - 'goal' - 'summary') IS DISTINCT FROM (to_jsonb(OLD) - 'goal' - 'summary') THEN
    RAISE EXCEPTION 'treatment case % is closed: UPDATE refused', OLD.id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER treatment_cases_closed_kept BEFORE UPDATE OR DELETE ON "treatment_cases"
  FOR EACH ROW EXECUTE FUNCTION treatment_cases_keep_closed();
--> statement-breakpoint
CREATE FUNCTION treatment_records_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'treatment_records are kept: DELETE refused' USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(NEW) - 'content') IS DISTINCT FROM (to_jsonb(OLD) - 'content') THEN
      RAISE EXCEPTION 'treatment record % is kept as written: UPDATE refused', OLD.id USING ERRCODE = '55000';
    END IF;
    RETURN NEW;
  END IF;
  -- An insert: the case must be open, and stays so until this transaction ends.
  PERFORM 1 FROM treatment_cases WHERE id = NEW.case_id AND status <> 'closed' FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'treatment case % is closed: INSERT refused', NEW.case_id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER treatment_records_kept BEFORE INSERT OR UPDATE OR DELETE ON "treatment_records"
  FOR EACH ROW EXECUTE FUNCTION treatment_records_keep();

