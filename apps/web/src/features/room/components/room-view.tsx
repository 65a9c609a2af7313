import type { TRoomRole } from '@app/contracts/room';
import { Alert, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../../shell/overlays/toast';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmDialog } from '../../../shell/dialogs';
import { formatDuration, secondsLeft } from '../room-clock';
import { RoomSession, type TRoomState } from '../room-session';
import { ChatPanel } from './chat-panel';
import { SosButton } from './sos-dialog';
import { DroppedSessionNotice } from './dropped-session-notice';
import { VideoTile } from './video-tile';

/**
 * The session room of one course for its client or counselor: both videos, the status of the
 * connection, the remaining time, chat, and the controls. Entering again after hanging up
 * starts a new connection on the same page.
 */
export function RoomView({
  courseId,
  role,
  getToken,
  aboutCourse,
  whenCompleted,
}: {
  courseId: string;
  role: TRoomRole;
  getToken: () => string | null;
  /** A line about the course shown under the title (the counselor sees the client's device check). */
  aboutCourse?: ReactNode;
  /** What each party sees once the counselor has ended the session (the rating form, the notes). */
  whenCompleted?: (courseId: string) => ReactNode;
}) {
  const { t } = useTranslation('room');
  useDocumentTitle(t('title'));
  const [entry, setEntry] = useState(0);
  // A new session for each entry; the effect starts it and hangs it up when the page goes.
  const session = useMemo(
    () => new RoomSession({ courseId, role, getToken }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- entry is the "enter again" trigger
    [courseId, role, getToken, entry],
  );
  useEffect(() => {
    void session.start();
    return () => session.destroy();
  }, [session]);

  return (
    <Container size="xl" py="md">
      <Title order={1} size="h3" mb="sm">
        {t('title')}
      </Title>
      {aboutCourse}
      <RoomScreen
        session={session}
        courseId={courseId}
        role={role}
        onRejoin={() => setEntry((count) => count + 1)}
        whenCompleted={whenCompleted}
      />
    </Container>
  );
}

function RoomScreen({
  session,
  courseId,
  role,
  onRejoin,
  whenCompleted,
}: {
  session: RoomSession;
  courseId: string;
  role: TRoomRole;
  onRejoin: () => void;
  whenCompleted: ((courseId: string) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('room');
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  if (state.phase === 'unsupported') {
    return (
      <Alert color="red" title={t('unsupported.title')}>
        {t('unsupported.text')}
      </Alert>
    );
  }
  if (state.phase === 'completed' && state.course && whenCompleted) {
    return whenCompleted(state.course.id);
  }
  if (
    state.phase === 'kicked' ||
    state.phase === 'completed' ||
    state.phase === 'interrupted' ||
    state.phase === 'hung-up'
  ) {
    return <RoomClosed state={state} onRejoin={onRejoin} />;
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <RoomHeader state={state} />
          <MediaNotices state={state} />
          <DroppedSessionNotice session={session} state={state} role={role} />
          <Videos state={state} />
          <RoomControls session={session} state={state} role={role} courseId={courseId} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ChatPanel
          lines={state.chat}
          ownOwner={role === 'counselor' ? 1 : 0}
          disabled={!state.socketConnected}
          onSend={(message) => session.sendChat(message)}
        />
      </Grid.Col>
    </Grid>
  );
}

function RoomHeader({ state }: { state: TRoomState }) {
  const { t } = useTranslation('room');
  return (
    <Group justify="space-between" wrap="wrap">
      <Text role="status" aria-live="polite" data-testid="room-status">
        <Text span c="dimmed">
          {t('statusLabel')}：
        </Text>
        {state.status
          ? t(`status.${state.status}`)
          : state.progress
            ? t(`progress.${state.progress}`)
            : t('entering')}
      </Text>
      <Group gap="xs">
        {state.course?.voiceOnly && <Badge variant="light">{t('video.voiceOnly')}</Badge>}
        {state.remaining && <RemainingTime remaining={state.remaining} />}
      </Group>
    </Group>
  );
}

/** Counts down each second from what the server last said. */
function RemainingTime({ remaining }: { remaining: { seconds: number; at: number } }) {
  const { t } = useTranslation('room');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = secondsLeft(remaining, now);
  return (
    <Badge size="lg" color={left < 0 ? 'red.9' : 'teal.9'} variant="light" data-testid="remaining-time">
      {left >= 0
        ? t('remaining', { time: formatDuration(left) })
        : t('overtime', { time: formatDuration(-left) })}
    </Badge>
  );
}

function MediaNotices({ state }: { state: TRoomState }) {
  const { t } = useTranslation('room');
  return (
    <>
      {!state.socketConnected && state.phase === 'in-room' && (
        <Alert color="yellow" role="status">
          {t('reconnecting')}
        </Alert>
      )}
      {state.noCamera && <Alert color="blue">{t('media.noCamera')}</Alert>}
      {state.mediaProblem && (
        <Alert color="red" role="alert">
          {t(`media.${state.mediaProblem}`)}
        </Alert>
      )}
      {state.otherLateSeconds !== null && (
        <Alert color="yellow">{t('otherLate', { minutes: Math.floor(state.otherLateSeconds / 60) })}</Alert>
      )}
    </>
  );
}

function Videos({ state }: { state: TRoomState }) {
  const { t } = useTranslation('room');
  const remoteArea = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const update = () => setFullScreen(document.fullscreenElement === remoteArea.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const bothPresent = state.present.length > 1;
  const remoteNotice = !bothPresent
    ? t('video.waiting')
    : !state.remoteVideoEnabled
      ? t('video.remoteOff')
      : undefined;
  function toggleFullScreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void remoteArea.current?.requestFullscreen();
  }
  return (
    <Stack gap="xs">
      <div ref={remoteArea}>
        <VideoTile
          stream={state.remoteStream}
          label={t('video.remote')}
          muted={false}
          notice={remoteNotice}
          testId="remote-video"
          height={fullScreen ? '100vh' : 420}
        />
      </div>
      <Group justify="space-between" align="flex-end">
        <div style={{ width: 200 }}>
          <VideoTile
            stream={state.localStream}
            label={t('video.local')}
            muted
            notice={state.videoEnabled ? undefined : t('video.localOff')}
            testId="local-video"
            height={120}
          />
        </div>
        <Button variant="default" onClick={toggleFullScreen}>
          {fullScreen ? t('controls.exitFullScreen') : t('controls.fullScreen')}
        </Button>
      </Group>
    </Stack>
  );
}

function RoomControls({
  session,
  state,
  role,
  courseId,
}: {
  session: RoomSession;
  state: TRoomState;
  role: TRoomRole;
  courseId: string;
}) {
  const { t } = useTranslation('room');
  const hasCamera = (state.localStream?.getVideoTracks().length ?? 0) > 0;
  async function endSession() {
    const confirmed = await confirmDialog({
      title: t('endConfirm.title'),
      message: t('endConfirm.message'),
      confirmLabel: t('endConfirm.confirm'),
      cancelLabel: t('endConfirm.cancel'),
    });
    if (confirmed && !(await session.endSession())) {
      showToast({ color: 'red', message: t('endFailed') });
    }
  }
  return (
    <Group gap="sm" role="group" aria-label={t('controls.label')}>
      {hasCamera && (
        <Button
          variant="default"
          onClick={() => session.switchVideo(!state.videoEnabled)}
          aria-pressed={!state.videoEnabled}
        >
          {state.videoEnabled ? t('controls.videoOff') : t('controls.videoOn')}
        </Button>
      )}
      <Button color="red.9" variant="outline" onClick={() => session.hangUp()}>
        {t('controls.hangUp')}
      </Button>
      {role === 'counselor' && (
        <Button color="red.9" onClick={() => void endSession()} disabled={!state.socketConnected}>
          {t('controls.endSession')}
        </Button>
      )}
      {/* The client's emergency information is for the counselor, once the session is under way. */}
      {role === 'counselor' && state.phase === 'in-room' && <SosButton courseId={courseId} />}
    </Group>
  );
}

/** This device's clock may differ a little from the server's. */
const CLOCK_SKEW_MS = 60_000;

function RoomClosed({ state, onRejoin }: { state: TRoomState; onRejoin: () => void }) {
  const { t } = useTranslation('room');
  // The room closing at the course's end is reason 4 too, but nothing is being prepared any more.
  const timeIsUp =
    state.kickReason === 4 &&
    state.course !== null &&
    (state.kickedAt ?? 0) + CLOCK_SKEW_MS >= Date.parse(state.course.endTime);
  const text =
    state.phase === 'completed'
      ? t('completed')
      : state.phase === 'interrupted'
        ? t('interrupted')
        : state.phase === 'hung-up'
          ? t('hungUp')
          : timeIsUp
            ? t('timeIsUp')
            : t(`kick.${state.kickReason ?? 4}`);
  const canRejoin =
    state.phase === 'hung-up' || (state.phase === 'kicked' && state.kickReason !== 3 && !timeIsUp);
  return (
    <Stack align="flex-start">
      <Alert color={state.phase === 'kicked' ? 'yellow' : 'blue'} role="status" data-testid="room-closed">
        {text}
      </Alert>
      {canRejoin && <Button onClick={onRejoin}>{t('controls.rejoin')}</Button>}
    </Stack>
  );
}
