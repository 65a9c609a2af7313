import type { TLecture } from '@app/contracts/lectures';
import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Who leads the lecture: their photo (or initial) beside their name, which leads to their page in
 * the directory. The name says who it is, so the picture is decoration to screen readers.
 */
export function LectureHost({ host }: { host: TLecture['host'] }) {
  const { t } = useTranslation('lectures');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={host.photo} alt="" aria-hidden="true" size={40} radius="50%" color="sea.8" variant="light">
        {host.fullName.slice(0, 1)}
      </Avatar>
      <Text fz="sm">
        {t('facts.host')}{' '}
        <Anchor component={Link} to={paths.teamMember.getHref(host.id)} inherit fw={600}>
          {host.fullName}
        </Anchor>
      </Text>
    </Group>
  );
}
