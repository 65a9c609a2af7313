import classes from './static-stars.module.css';

const FIVE_STARS = '★★★★★';

/**
 * A grade out of five as stars, filled to the tenth; for showing only (a form uses Mantine's
 * Rating). Hidden from screen readers: the caller says the grade in words.
 */
export function StaticStars({ grade }: { grade: number }) {
  const filled = `${Math.max(0, Math.min(5, grade)) * 20}%`;
  return (
    <span className={classes.stars} aria-hidden="true">
      {FIVE_STARS}
      <span className={classes.filled} style={{ width: filled }}>
        {FIVE_STARS}
      </span>
    </span>
  );
}
