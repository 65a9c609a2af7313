import type { TPublicCounselor } from '@app/contracts/counselors';
import { useTranslation } from '../../../lib/use-translation';
import classes from './counselor-photo.module.css';

/** A counselor's round picture, named for screen readers; their name's first character when there is none. */
export function CounselorPhoto({ counselor, size }: { counselor: TPublicCounselor; size: number }) {
  const { t } = useTranslation('directory');
  const label = t('team.photoAlt', { name: counselor.fullName });
  if (!counselor.coverImage.path) {
    return (
      <span
        role="img"
        aria-label={label}
        className={`${classes.photo} ${classes.initial}`}
        style={{ width: size, height: size, fontSize: size / 2.5 }}
      >
        {counselor.fullName.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={counselor.coverImage.path}
      alt={label}
      width={size}
      height={size}
      decoding="async"
      className={classes.photo}
    />
  );
}
