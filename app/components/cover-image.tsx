/**
 * An article's cover: 1200×630 (the Open Graph shape). Width and height reserve the space before the image
 * arrives (no layout shift). Only the lead story and the article's own cover load eagerly, and they are the
 * page's largest paint, so they are fetched ahead of the scripts.
 */
// React 18 does not know the camelCase prop and warns; the lowercase attribute passes through as is.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function CoverImage({ src, alt, priority = false }: { src: string; alt: string | null; priority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt ?? ''}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? HIGH_PRIORITY : {})}
      decoding="async"
      className="aspect-[40/21] w-full rounded-lg border border-line object-cover"
    />
  );
}
