import { useState } from 'react';
import { mediaDisplayUrl } from '../../../domain/media.ts';

/** Image with reserved size (no layout shift), lazy by default; a broken image leaves a neutral placeholder. */
export function ProductImage({
  url,
  width,
  height,
  alt,
  className,
  eager,
}: {
  url: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={`img-placeholder ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
  return (
    <img
      src={mediaDisplayUrl(url, width)}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
