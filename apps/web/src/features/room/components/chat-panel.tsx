import type { TRoomChatMessage } from '@app/contracts/room';
import { ROOM_CHAT_MAX_CHARS } from '@app/contracts/room';
import { Button, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatChatTime } from '../room-clock';

/** The session's chat: every line with who and when, newest at the bottom, and a line to send. */
export function ChatPanel({
  lines,
  ownOwner,
  disabled,
  onSend,
}: {
  lines: TRoomChatMessage[];
  /** The owner code of this side's lines (0 client, 1 counselor). */
  ownOwner: 0 | 1;
  disabled: boolean;
  onSend: (message: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('room');
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message) return;
    setSending(true);
    const sent = await onSend(message);
    setSending(false);
    setFailed(!sent);
    if (sent) setDraft('');
  }

  const sender = (line: TRoomChatMessage) =>
    line.owner === ownOwner ? t('chat.me') : line.owner === 1 ? t('chat.counselor') : t('chat.client');

  return (
    <Paper withBorder p="sm" h="100%" component="section" aria-labelledby="room-chat-title">
      <Stack h="100%" gap="xs">
        <Title order={2} size="h4" id="room-chat-title">
          {t('chat.title')}
        </Title>
        <ScrollArea h={320} type="auto">
          <Stack gap={6} role="log" aria-live="polite" aria-labelledby="room-chat-title">
            {lines.length === 0 && <Text c="dimmed">{t('chat.empty')}</Text>}
            {lines.map((line, index) => (
              <div key={`${line.time}-${index}`} data-testid="chat-line">
                <Text size="xs" c="dimmed">
                  {sender(line)} · <time dateTime={line.time}>{formatChatTime(line.time)}</time>
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{line.message}</Text>
              </div>
            ))}
            <div ref={end} />
          </Stack>
        </ScrollArea>
        <form onSubmit={(event) => void submit(event)}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('chat.label')}
              value={draft}
              maxLength={ROOM_CHAT_MAX_CHARS}
              disabled={disabled}
              error={failed ? t('chat.failed') : undefined}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit" disabled={disabled || !draft.trim()} loading={sending}>
              {t('chat.send')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
