import { z } from 'zod';
import { ApplyStatus } from './enums.ts';

/** The six steps of the join-team application (domain spec §2), in order. */
export const counselorApplicationSteps = [
  'personalInfo',
  'education',
  'experience',
  'counselorOrganization',
  'licenses',
  'questionnaire',
] as const;
export type TCounselorApplicationStep = (typeof counselorApplicationSteps)[number];

/** What the applicant has filled in so far, by step; each step's shape comes with the application flow. */
export type TCounselorApplicationData = Partial<Record<TCounselorApplicationStep, unknown>>;

/** An application in the experts' review list (GET /api/{locale}/application). */
export const ZPendingApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(ApplyStatus),
  /** ISO 8601. */
  submittedAt: z.iso.datetime(),
  applicant: z.object({ id: z.uuid(), nickName: z.string(), email: z.string() }),
});
export type TPendingApplication = z.infer<typeof ZPendingApplicationSchema>;
