/**
 * An article's cover: 1200×630 (the Open Graph shape). Width and height reserve the space before the image
 * arrives (no layout shift). Only the lead story and the article's own cover load eagerly.
 */
export function CoverImage({ src, alt, priority = false }: { src: string; alt: string | null; priority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt ?? ''}
      width={1200}
      height={630}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-[40/21] w-full rounded-lg border border-line object-cover"
    />
  );
}
