import { AspectRatio } from '@mantine/core';

/** A topic's cover video, embedded from YouTube's privacy-enhanced domain by its 11-character id. */
export function VideoCover({ videoId, title }: { videoId: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
