import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from './star-rating.module.css';

const GRADES = [1, 2, 3, 4, 5] as const;
export type TGrade = (typeof GRADES)[number];

/**
 * Five stars as a group of radio buttons: each named for screen readers ("4 stars"), chosen by
 * click or with the arrow keys, the chosen one and those before it filled.
 */
export function StarRating({
  legend,
  value,
  onChange,
  labelOf,
  describedBy,
}: {
  legend: string;
  value: number;
  onChange: (grade: TGrade) => void;
  labelOf: (grade: TGrade) => string;
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset className={classes.stars} aria-describedby={describedBy}>
      <legend className={classes.legend}>{legend}</legend>
      {GRADES.map((grade) => (
        <label key={grade} className={classes.star} data-filled={grade <= value || undefined}>
          <VisuallyHidden>
            <input
              type="radio"
              name={name}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
              aria-label={labelOf(grade)}
            />
          </VisuallyHidden>
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
