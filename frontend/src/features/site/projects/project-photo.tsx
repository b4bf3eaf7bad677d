import type { ProjectPhoto } from '@uaq/contract';
import { usePhotoCaption } from './project-in-language';

/**
 * One photo in its WebP widths: the browser picks the width `sizes` needs; width and height reserve
 * the space before it loads (no layout shift). Photos below the fold load when scrolled near.
 */
export function ProjectPhotoImage({
  photo,
  sizes,
  lazy,
  className,
}: {
  photo: ProjectPhoto;
  sizes: string;
  lazy: boolean;
  className?: string;
}) {
  const narrowest = photo.sources[0];
  const caption = usePhotoCaption(photo);
  return (
    <img
      className={className}
      src={narrowest?.url}
      srcSet={photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={sizes}
      alt={caption}
      width={photo.width}
      height={photo.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
