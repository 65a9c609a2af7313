ALTER TABLE "counselor_profiles" ADD COLUMN "specialties" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "other_language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "educations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "counselor_profiles" ADD COLUMN "experiences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Counselors approved before: their public résumé, specialties and languages from their approved application.
UPDATE "counselor_profiles" AS p SET
  "specialties" = coalesce(ARRAY(
    SELECT value FROM (
      SELECT jsonb_array_elements_text(coalesce(a."data" #> '{questionnaire,specialties,first}', '[]')) AS value, 0 AS rank
      UNION ALL SELECT jsonb_array_elements_text(coalesce(a."data" #> '{questionnaire,specialties,second}', '[]')), 1
      UNION ALL SELECT jsonb_array_elements_text(coalesce(a."data" #> '{questionnaire,specialties,third}', '[]')), 2
    ) AS ranked GROUP BY value ORDER BY min(rank), value
  ), '{}'),
  "languages" = coalesce(ARRAY(SELECT jsonb_array_elements_text(coalesce(a."data" #> '{questionnaire,languages,value}', '[]'))), '{}'),
  "other_language" = coalesce(a."data" #>> '{questionnaire,languages,other}', ''),
  "educations" = coalesce((
    SELECT jsonb_agg(jsonb_build_object('school', e->'school', 'department', e->'department', 'degree', e->'degree',
      'start', e->'start', 'end', e->'end', 'graduated', e->'graduated'))
    FROM jsonb_array_elements(coalesce(a."data" #> '{education,entries}', '[]')) AS e
  ), '[]'::jsonb),
  "experiences" = coalesce((
    SELECT jsonb_agg(jsonb_build_object('company', x->'company', 'department', x->'department', 'position', x->'position',
      'start', x->'start', 'end', x->'end', 'working', x->'working'))
    FROM jsonb_array_elements(coalesce(a."data" #> '{experience,entries}', '[]')) AS x
  ), '[]'::jsonb)
FROM "counselor_applications" AS a
WHERE a."applicant_id" = p."user_id" AND a."status" = 3;
