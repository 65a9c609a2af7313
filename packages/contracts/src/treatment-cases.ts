import { z } from 'zod';
import { ZPageQuerySchema, ZPageSchema } from './envelope.ts';
import { TOPIC_CATEGORIES } from './topic-categories.ts';

/**
 * A counselor's case file for one client and the treatment records in it (domain spec §3
 * "Treatment record"; §1: counselors keep cases and treatment records and close them).
 */
export const TREATMENT_CASE_LIMITS = { goal: 1000, content: 5000, summary: 2000, issues: 5 } as const;

/** new: opened, nothing recorded yet; ongoing: records are being kept; closed: read-only. */
export const caseStatuses = ['new', 'ongoing', 'closed'] as const;
export type TCaseStatus = (typeof caseStatuses)[number];

/** The treatment process (domain spec §4): what kind of contact a record is, and where the case stands. */
export const treatmentProcesses = ['intake', 'interview', 'advisory', 'suspended'] as const;
export type TTreatmentProcess = (typeof treatmentProcesses)[number];

/** Whom the work is with: the client alone, or with their partner, family or another person. */
export const caseTargets = ['self', 'partner', 'family', 'other'] as const;
export type TCaseTarget = (typeof caseTargets)[number];

/** How a case ended. */
export const caseCloseTypes = ['goal_met', 'client_ended', 'referred', 'no_contact', 'other'] as const;
export type TCaseCloseType = (typeof caseCloseTypes)[number];

/** The counselor's view of how effective the work was, from 1 (not at all) to 5 (very). */
export const EFFECTIVENESS_SCORES = [1, 2, 3, 4, 5] as const;

/** How a case number reads: C and the counselor's own running number, e.g. C0007. */
export function caseNumberText(number: number): string {
  return `C${String(number).padStart(4, '0')}`;
}

const goal = z
  .string('validation.case_goal')
  .trim()
  .min(1, 'validation.case_goal')
  .max(TREATMENT_CASE_LIMITS.goal, 'validation.case_goal');
const issues = z
  .array(z.enum(TOPIC_CATEGORIES, 'validation.case_issues'), 'validation.case_issues')
  .min(1, 'validation.case_issues')
  .max(TREATMENT_CASE_LIMITS.issues, 'validation.case_issues')
  .refine((chosen) => new Set(chosen).size === chosen.length, 'validation.case_issues');
const target = z.enum(caseTargets, 'validation.case_target');
const processStatus = z.enum(treatmentProcesses, 'validation.case_process');

/** What a case is about; set when it is opened and kept up to date while it is open. */
export const ZCaseBasicsSchema = z.object({ target, issues, goal, processStatus });
export type TCaseBasics = z.input<typeof ZCaseBasicsSchema>;

/** POST /api/{locale}/Counselor/Cases: opens a case for one of the counselor's clients. */
export const ZCaseOpenSchema = ZCaseBasicsSchema.extend({ clientId: z.uuid('validation.case_client') });
export type TCaseOpen = z.input<typeof ZCaseOpenSchema>;

/** POST …/Cases/{id}/Records: a record is kept as written (a correction is a further record). */
export const ZCaseRecordInputSchema = z.object({
  processStatus,
  content: z
    .string('validation.case_content')
    .trim()
    .min(1, 'validation.case_content')
    .max(TREATMENT_CASE_LIMITS.content, 'validation.case_content'),
  /** The session the record is about, one of the case's sessions (held); none for a contact outside one. */
  courseId: z.uuid('validation.case_course').nullish(),
});
export type TCaseRecordInput = z.input<typeof ZCaseRecordInputSchema>;

/** POST …/Cases/{id}/Close: the case becomes read-only. */
export const ZCaseCloseSchema = z.object({
  closeType: z.enum(caseCloseTypes, 'validation.case_close_type'),
  effectivenessScore: z.literal(EFFECTIVENESS_SCORES, 'validation.case_effectiveness'),
  summary: z
    .string('validation.case_summary')
    .trim()
    .min(1, 'validation.case_summary')
    .max(TREATMENT_CASE_LIMITS.summary, 'validation.case_summary'),
});
export type TCaseClose = z.input<typeof ZCaseCloseSchema>;

export const ZCaseParamsSchema = z.object({ id: z.uuid() });
export const ZCaseListQuerySchema = ZPageQuerySchema.extend({ status: z.enum(caseStatuses).optional() });
export type TCaseListQuery = z.input<typeof ZCaseListQuerySchema>;

const ZCaseClientRefSchema = z.object({ id: z.uuid(), nickName: z.string() });

/** A row of the case list: nothing in it is sealed, so reading the list is not a record read. */
export const ZCaseSummarySchema = z.object({
  id: z.uuid(),
  caseNumber: z.string(),
  client: ZCaseClientRefSchema,
  status: z.enum(caseStatuses),
  processStatus: z.enum(treatmentProcesses),
  target: z.enum(caseTargets),
  issues: z.array(z.enum(TOPIC_CATEGORIES)),
  recordCount: z.number().int(),
  /** ISO 8601, null before the first record. */
  lastRecordAt: z.iso.datetime().nullable(),
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummarySchema>;
export const ZCasePageSchema = ZPageSchema(ZCaseSummarySchema);
export type TCasePage = z.infer<typeof ZCasePageSchema>;

/** A session of the case's client with its counselor, that a record may be about. */
export const ZCaseSessionSchema = z.object({
  id: z.uuid(),
  startTime: z.iso.datetime(),
  /** CourseStatus: UnderProgress, Completed, or Canceled for a session interrupted in the room. */
  status: z.number().int(),
});
export type TCaseSession = z.infer<typeof ZCaseSessionSchema>;

export const ZCaseRecordSchema = z.object({
  id: z.uuid(),
  writtenAt: z.iso.datetime(),
  processStatus: z.enum(treatmentProcesses),
  content: z.string(),
  /** The session it is about, or null. */
  course: ZCaseSessionSchema.nullable(),
});
export type TCaseRecord = z.infer<typeof ZCaseRecordSchema>;

/** GET …/Cases/{id}: the whole file, opened (each read is recorded in the audit trail). */
export const ZCaseSchema = ZCaseSummarySchema.extend({
  goal: z.string(),
  /** Set when closed. */
  closeType: z.enum(caseCloseTypes).nullable(),
  effectivenessScore: z.number().int().nullable(),
  summary: z.string().nullable(),
  /** Oldest first. */
  records: z.array(ZCaseRecordSchema),
  /** The client's sessions with the counselor that took place (a record may name one), newest first. */
  sessions: z.array(ZCaseSessionSchema),
});
export type TCase = z.infer<typeof ZCaseSchema>;

/** GET …/Counselor/CaseClients?courseId=: only the client of one of the counselor's sessions. */
export const ZCaseClientQuerySchema = z.object({ courseId: z.uuid().optional() });

/** GET …/Counselor/CaseClients: the clients a case may be opened for. */
export const ZCaseClientSchema = ZCaseClientRefSchema.extend({
  /** The latest session's start (ISO 8601). */
  lastSessionAt: z.iso.datetime(),
  /** The client's open case with this counselor, if any: a second is not opened beside it. */
  openCaseId: z.uuid().nullable(),
});
export type TCaseClient = z.infer<typeof ZCaseClientSchema>;
export const ZCaseClientListSchema = z.object({ clients: z.array(ZCaseClientSchema) });
export type TCaseClientList = z.infer<typeof ZCaseClientListSchema>;
