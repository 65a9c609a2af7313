import { AspectRatio } from '@mantine/core';

/**
 * A topic's uploaded cover image, in a 16:9 frame whose size is known before the picture arrives
 * (no layout shift); the picture fills it.
 */
export function ImageCover({ path, alt, maw = 720 }: { path: string; alt: string; maw?: number | string }) {
  return (
    <AspectRatio ratio={16 / 9} maw={maw}>
      <img
        src={path}
        alt={alt}
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
        style={{ objectFit: 'cover', width: '100%', height: '100%' }}
      />
    </AspectRatio>
  );
}
