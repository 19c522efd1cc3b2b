import type { CSSProperties } from 'react';

export interface IllustrationProps {
  readonly src: string;
  readonly alt: string;
  /** Intrinsic size; every illustration is drawn at 480 x 270 (16:9). */
  readonly width?: number;
  readonly height?: number;
  /** Above-the-fold images load at once; everything else waits until it is near the viewport. */
  readonly eager?: boolean;
  /**
   * The page's largest picture at the top (a detail page's cover, a list's first card): loaded at once
   * and ahead of the other pictures. Without it the browser asks for it at low priority and raises it
   * only after layout, and on a slow network the largest paint waits for whichever comes first.
   */
  readonly priority?: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** An image with its size reserved (no layout shift) and lazy loading below the fold. */
export function Illustration({
  src,
  alt,
  width = 480,
  height = 270,
  eager = false,
  priority = false,
  className,
  style,
}: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
      css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover' }}
    />
  );
}
