import type { TUpcomingCourse } from '@app/contracts/courses';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { isRoomOpen, useUpcomingCourses } from '../api/get-open-rooms';
import { PageSection } from '../../../components/ui/page-section';

/** The party's courses whose room is open now, video or voice, each with the way in. Nothing when there is none. */
export function OpenRooms({
  role,
  aboutCourse,
}: {
  role: 'client' | 'counselor';
  /** A line under each course (the counselor sees the client's device check). */
  aboutCourse?: (course: TUpcomingCourse) => ReactNode;
}) {
  const { t } = useTranslation('room');
  const courses = useUpcomingCourses(role);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const open = (courses.data?.records ?? []).filter((course) => isRoomOpen(course, now));
  if (open.length === 0) return null;
  return (
    <PageSection title={t('openRooms.title')}>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {open.map((course) => (
          <Card key={course.id} withBorder component="li">
            <Group justify="space-between">
              <Stack gap={4}>
                <Text>
                  {t('openRooms.course', {
                    kind: t(course.voiceOnly ? 'openRooms.voice' : 'openRooms.video'),
                    name: role === 'client' ? course.counselor.fullName : course.client.nickName,
                    time: formatDateTime(course.startTime),
                  })}
                </Text>
                {aboutCourse?.(course)}
              </Stack>
              <Button component={Link} to={paths.room.getHref(course.id)}>
                {t('openRooms.enter')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </PageSection>
  );
}
