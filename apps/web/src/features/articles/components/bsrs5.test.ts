import { describe, expect, it } from 'vitest';
import {
  bsrs5Band,
  bsrs5Score,
  needsCrisisLines,
  unansweredScoredItems,
  type TBsrs5Answers,
  type TBsrs5Rating,
} from './bsrs5';

/** Five scored ratings and the extra item's. */
const answers = (scored: TBsrs5Rating[], extra: TBsrs5Rating | null = 0): TBsrs5Answers => [...scored, extra];

describe('the BSRS-5 score', () => {
  it('adds up the first five items only, the extra item left out', () => {
    expect(bsrs5Score(answers([1, 2, 3, 4, 0], 4))).toBe(10);
    expect(bsrs5Score(answers([0, 0, 0, 0, 0], 4))).toBe(0);
    expect(bsrs5Score(answers([4, 4, 4, 4, 4], 0))).toBe(20);
  });

  it('has no total while any of the first five is unanswered, and names them', () => {
    const partial: TBsrs5Answers = [1, null, 2, null, 0, null];
    expect(bsrs5Score(partial)).toBeNull();
    expect(unansweredScoredItems(partial)).toEqual([2, 4]);
    // The extra item is not needed for the total.
    expect(bsrs5Score([1, 1, 1, 1, 1, null])).toBe(5);
    expect(unansweredScoredItems([1, 1, 1, 1, 1, null])).toEqual([]);
  });

  it.each([
    [0, 'good'],
    [5, 'good'],
    [6, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [20, 'severe'],
  ] as const)('reads a total of %i as %s', (score, band) => {
    expect(bsrs5Band(score)).toBe(band);
  });
});

describe('the helplines of the extra item (thoughts of suicide)', () => {
  it('come up from a rating of 2 (moderately), whatever the total', () => {
    expect(needsCrisisLines(answers([0, 0, 0, 0, 0], 2))).toBe(true);
    expect(needsCrisisLines(answers([0, 0, 0, 0, 0], 4))).toBe(true);
    expect(needsCrisisLines(answers([4, 4, 4, 4, 4], 3))).toBe(true);
    // Before the scored items are answered, too.
    expect(needsCrisisLines([null, null, null, null, null, 2])).toBe(true);
  });

  it('stay away below 2 or while unanswered', () => {
    expect(needsCrisisLines(answers([4, 4, 4, 4, 4], 1))).toBe(false);
    expect(needsCrisisLines(answers([4, 4, 4, 4, 4], 0))).toBe(false);
    expect(needsCrisisLines(answers([4, 4, 4, 4, 4], null))).toBe(false);
  });
});
