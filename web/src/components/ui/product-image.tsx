import { imageSrcSet, PLACEHOLDER_IMAGE } from '@seamline/contract';
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Images in the first screenful load eagerly; the rest lazily, when scrolled near. */
  eager?: boolean;
  /** The page's largest image (its LCP element): eager, and fetched before other images. */
  priority?: boolean;
  /**
   * How wide it shows (the `sizes` attribute): an upload is then offered at each stored width, so a
   * phone downloads a small one. Without it the image is the size it was uploaded at.
   */
  sizes?: string;
  draggable?: boolean;
}

/** A product picture that falls back to the placeholder when missing or broken (spec §9). */
export function ProductImage({ src, alt, width, height, className, eager = false, priority = false, sizes, draggable }: ProductImageProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const wanted = src?.trim() ? src : PLACEHOLDER_IMAGE;
  const current = failed.includes(wanted) ? PLACEHOLDER_IMAGE : wanted;

  if (failed.includes(PLACEHOLDER_IMAGE) && current === PLACEHOLDER_IMAGE) {
    return (
      <div role="img" aria-label={alt} className={cn('flex items-center justify-center bg-zinc-100 text-zinc-400', className)}>
        <Shirt className="h-1/3 w-1/3" aria-hidden="true" />
      </div>
    );
  }
  const srcSet = sizes ? imageSrcSet(current) : undefined;
  return (
    <img
      src={current}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      draggable={draggable}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed((f) => [...f, current])}
      className={cn('bg-zinc-100 object-cover', className)}
    />
  );
}
