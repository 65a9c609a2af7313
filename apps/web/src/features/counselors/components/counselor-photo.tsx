import type { TPublicCounselor } from '@app/contracts/counselors';
import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A counselor's round picture, named for screen readers (Mantine's placeholder when there is none). */
export function CounselorPhoto({ counselor, size }: { counselor: TPublicCounselor; size: number }) {
  const { t } = useTranslation('directory');
  return (
    <Avatar
      src={counselor.coverImage.path}
      alt={t('team.photoAlt', { name: counselor.fullName })}
      size={size}
      radius="50%"
      color="sea"
    />
  );
}
