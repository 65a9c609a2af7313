import { Box, Center, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** What the chosen camera sees, mirrored as people expect of themselves, never recorded. */
export function CameraPreview({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation('devicecheck');
  const video = useRef<HTMLVideoElement>(null);
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  useEffect(() => {
    if (video.current) video.current.srcObject = hasVideo ? stream : null;
  }, [stream, hasVideo]);
  return (
    <Box pos="relative" bg="dark.8" h={240} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label={t('preview.title')}
        data-testid="camera-preview"
        style={{ width: '100%', height: '100%', objectFit: 'contain', transform: 'scaleX(-1)' }}
      />
      {!hasVideo && (
        <Center pos="absolute" inset={0}>
          <Text c="white">{t('preview.none')}</Text>
        </Center>
      )}
    </Box>
  );
}
