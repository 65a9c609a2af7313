import { AspectRatio, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './video-cover.module.css';

/** A topic's cover video, embedded from YouTube's privacy-enhanced domain by its 11-character id. */
export function VideoCover({
  videoId,
  title,
  autoplay = false,
}: {
  videoId: string;
  title: string;
  /** Played at once: the visitor has just asked for it. */
  autoplay?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that asked for the video is gone: the keyboard goes on from the player.
  useEffect(() => {
    if (autoplay) frame.current?.focus();
  }, [autoplay]);
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      <iframe
        ref={frame}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}${autoplay ? '?autoplay=1' : ''}`}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

/**
 * The cover video on a public page: a play button first, YouTube only once the visitor presses
 * it. Until then the page asks nothing of YouTube, so a visitor does not tell a video host which
 * counselling topics they read, and a phone loads none of the player's scripts.
 */
export function VideoCoverOnRequest({
  videoId,
  title,
  playLabel,
  notice,
}: {
  videoId: string;
  /** The player's title, once shown. */
  title: string;
  /** The play button's words. */
  playLabel: string;
  /** Says that playing connects to YouTube. */
  notice: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing) return <VideoCover videoId={videoId} title={title} autoplay />;
  return (
    <Stack gap={6} maw={720}>
      <AspectRatio ratio={16 / 9}>
        <button type="button" className={classes.poster} onClick={() => setPlaying(true)}>
          <svg width={64} height={64} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="31" fill="currentColor" fillOpacity={0.16} />
            <path d="M26 20 46 32 26 44z" fill="currentColor" />
          </svg>
          <span>{playLabel}</span>
        </button>
      </AspectRatio>
      <Text fz="sm" c="dimmed">
        {notice}
      </Text>
    </Stack>
  );
}
