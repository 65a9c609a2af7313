import { z } from 'zod';
import { CourseStatus, FreeCourseStatus, type TFreeCourseStatus } from './enums.ts';

export { FREE_TRIAL_MINUTES, FREE_TRIAL_REMINDER_DAYS, TRIAL_DEPOSIT_POINTS } from './free-trial-terms.ts';

/** POST /api/{locale}/Order/ReserveFreeCourse: a counselor's 20-minute slot for the client's trial. */
export const ZReserveFreeCourseInputSchema = z.object({
  counselorId: z.uuid(),
  startTime: z.iso.datetime({ offset: true }),
  agree: z.literal(true, { message: 'validation.agree_required' }),
});
export type TReserveFreeCourseInput = z.infer<typeof ZReserveFreeCourseInputSchema>;

export const ZReserveFreeCourseResultSchema = z.object({
  courseId: z.uuid(),
  /** Always Init: a trial is booked at once. */
  status: z.enum(CourseStatus),
  /** The deposit taken from the stored value. */
  depositPoints: z.number().int(),
  /** Trials the client may still book. */
  freeCourseQuota: z.number().int(),
});
export type TReserveFreeCourseResult = z.infer<typeof ZReserveFreeCourseResultSchema>;

/**
 * Answer of a step (POST /Questionnaire, POST /User/FreeCourse/Welcome): where the free trial's
 * steps stand now.
 */
export const ZFreeTrialProgressSchema = z.object({
  freeCourseStatus: z.number().int(),
  /** Whether this step completed the steps and gave the bonus points. */
  bonusGranted: z.boolean(),
});
export type TFreeTrialProgress = z.infer<typeof ZFreeTrialProgressSchema>;

/** The free trial's steps a client takes, in any order after the welcome (domain spec §4, §9). */
export type TFreeTrialStep = 'welcomed' | 'phoneVerified' | 'questionnaireAnswered';

/**
 * The one rule of FreeCourseStatus (None → Notified → PhoneComplete → QuestionnaireComplete →
 * AllComplete): the status says which steps are done, and a step only ever adds to them. The
 * phone and the questionnaire may come in either order; each implies the welcome; AllComplete
 * needs both, and is the moment the 200 bonus points are given. Answers the status after `step`.
 */
export function freeCourseStatusAfter(status: number, step: TFreeTrialStep): TFreeCourseStatus {
  const done = freeTrialStepsDone(status);
  const phone = done.phone || step === 'phoneVerified';
  const questionnaire = done.questionnaire || step === 'questionnaireAnswered';
  if (phone && questionnaire) return FreeCourseStatus.AllComplete;
  if (questionnaire) return FreeCourseStatus.QuestionnaireComplete;
  if (phone) return FreeCourseStatus.PhoneComplete;
  return FreeCourseStatus.Notified;
}

/** Which of the free trial's steps a status says are done. */
export function freeTrialStepsDone(status: number): {
  welcomed: boolean;
  phone: boolean;
  questionnaire: boolean;
} {
  return {
    welcomed: status !== FreeCourseStatus.None,
    phone: status === FreeCourseStatus.PhoneComplete || status === FreeCourseStatus.AllComplete,
    questionnaire:
      status === FreeCourseStatus.QuestionnaireComplete || status === FreeCourseStatus.AllComplete,
  };
}
