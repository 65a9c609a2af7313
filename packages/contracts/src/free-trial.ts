import { z } from 'zod';
import { FreeCourseStatus, type TFreeCourseStatus } from './enums.ts';

/** The free trial session's length in minutes (domain spec §9). */
export const FREE_TRIAL_MINUTES = 20;

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
