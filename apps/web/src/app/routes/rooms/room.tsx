import { Alert, Container, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { ClientDeviceCheckSummary } from '../../../features/device-check/components/client-device-check-summary';
import { SessionEnded } from '../../../features/course-feedback/components/session-ended';
import { SessionNotesPrompt } from '../../../features/treatment-cases/components/session-notes-prompt';
import { RoomView } from '../../../features/room/components/room-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readSession, useSession } from '../../../shell/session/session-store';

const currentToken = () => readSession()?.token ?? null;

/** /rooms/room?courseId={id}: the session room of one course, for its client or counselor. */
export default function RoomPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const courseId = params.get('courseId');
  const role = session?.role === 'client' || session?.role === 'counselor' ? session.role : null;
  if (!courseId || !role) return <NoCourse />;
  return (
    <RoomView
      courseId={courseId}
      role={role}
      getToken={currentToken}
      aboutCourse={role === 'counselor' ? <ClientDeviceCheckSummary courseId={courseId} /> : undefined}
      whenCompleted={role === 'counselor' ? writeTheNotes : rateTheSession}
    />
  );
}

const rateTheSession = (courseId: string) => <SessionEnded courseId={courseId} />;
const writeTheNotes = (courseId: string) => <SessionNotesPrompt courseId={courseId} />;

function NoCourse() {
  const { t } = useTranslation('room');
  useDocumentTitle(t('title'));
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3" mb="md">
        {t('title')}
      </Title>
      <Alert color="yellow">{t('noCourse')}</Alert>
    </Container>
  );
}
