/**
 * A topic's uploaded cover image, 16:9 whatever its own proportions (it fills the frame). Its
 * width and height attributes give the browser the frame before the picture arrives: no layout
 * shift. Plain markup, since cards on the home page carry it.
 */
export function ImageCover({ path, alt, maw = 720 }: { path: string; alt: string; maw?: number | string }) {
  return (
    <img
      src={path}
      alt={alt}
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        maxWidth: maw,
        height: 'auto',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
      }}
    />
  );
}
