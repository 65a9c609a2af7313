import { Box, Center, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** One party's picture (and, for the other party, their sound). */
export function VideoTile({
  stream,
  label,
  muted,
  notice,
  testId,
  height,
}: {
  stream: MediaStream | null;
  label: string;
  /** The local tile is muted, so nobody hears themselves. */
  muted: boolean;
  /** Shown over the picture: camera off, waiting for the other party. */
  notice?: ReactNode;
  testId: string;
  height: number | string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box pos="relative" bg="dark.8" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        data-testid={testId}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
      {notice && (
        <Center pos="absolute" inset={0}>
          <Text c="white" ta="center" px="md">
            {notice}
          </Text>
        </Center>
      )}
    </Box>
  );
}
