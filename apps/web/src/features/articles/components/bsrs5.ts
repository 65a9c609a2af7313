/**
 * The 簡式健康量表 (Brief Symptom Rating Scale, BSRS-5) as Taiwan uses it: five items about the last
 * week (today included), each rated 0 (not at all) to 4 (extremely), and an extra item on
 * thoughts of suicide that is not part of the total. Scored in the reader's browser only.
 */

/** The items, in order: the five scored ones, then the extra one. */
export const BSRS5_ITEMS = [
  'sleep',
  'tension',
  'irritability',
  'depression',
  'inferiority',
  'suicide',
] as const;
export type TBsrs5Item = (typeof BSRS5_ITEMS)[number];

/** How many of the items count towards the total (the first five). */
export const BSRS5_SCORED_ITEMS = 5;

/** The ratings each item offers. */
export const BSRS5_RATINGS = [0, 1, 2, 3, 4] as const;
export type TBsrs5Rating = (typeof BSRS5_RATINGS)[number];

/** One rating per item, in BSRS5_ITEMS order; null while unanswered. */
export type TBsrs5Answers = readonly (TBsrs5Rating | null)[];

export const emptyBsrs5Answers: TBsrs5Answers = BSRS5_ITEMS.map(() => null);

export type TBsrs5Band = 'good' | 'mild' | 'moderate' | 'severe';

/**
 * The rating of the extra item from which the helplines are shown, whatever the total. The
 * scale's guidance (Taiwan Suicide Prevention Center) refers anyone who rates it 2 (moderately) or
 * more to professional help; some readings already act on 1. We take 2, as the guidance does,
 * and every result names where to talk to someone anyway.
 */
export const BSRS5_CRISIS_RATING = 2;

/** The sum of the five scored items (0–20), or null while any of them is unanswered. */
export function bsrs5Score(answers: TBsrs5Answers): number | null {
  const scored = answers.slice(0, BSRS5_SCORED_ITEMS);
  if (scored.length < BSRS5_SCORED_ITEMS || scored.some((rating) => rating === null || rating === undefined))
    return null;
  return scored.reduce<number>((sum, rating) => sum + (rating ?? 0), 0);
}

/** What a total means: 0–5 well adjusted, 6–9 mild, 10–14 moderate, 15 and over severe distress. */
export function bsrs5Band(score: number): TBsrs5Band {
  if (score <= 5) return 'good';
  if (score <= 9) return 'mild';
  if (score <= 14) return 'moderate';
  return 'severe';
}

/** True when the extra item (thoughts of suicide) is rated BSRS5_CRISIS_RATING or more. */
export function needsCrisisLines(answers: TBsrs5Answers): boolean {
  const rating = answers[BSRS5_SCORED_ITEMS];
  return rating !== null && rating !== undefined && rating >= BSRS5_CRISIS_RATING;
}

/** The numbers (from 1) of the scored items still unanswered. */
export function unansweredScoredItems(answers: TBsrs5Answers): number[] {
  return BSRS5_ITEMS.slice(0, BSRS5_SCORED_ITEMS).flatMap((_, index) =>
    answers[index] === null || answers[index] === undefined ? [index + 1] : [],
  );
}
