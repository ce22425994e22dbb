import { IMAGE_TEXTS } from '@seamline/contract';
import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/lib/cn';
import { usePhotoTouch } from '../hooks/use-photo-touch';
import { stepPhoto } from '../lib/gallery';
import { GALLERY_MAIN_SIZES } from '../lib/image-sizes';

// The zoom view (and the dialog under it) loads when a buyer first asks for it, not with the page.
const ZoomView = lazy(() => import('./zoom-view'));

export interface ProductGalleryProps {
  photos: readonly string[];
  productName: string;
}

/**
 * The product page's photos (docs/architecture.md#everyday-shop): one large, thumbnails to pick, arrow keys and swipes to
 * turn, and a zoom view (button, click, or a pinch on a touch screen).
 */
export function ProductGallery({ photos, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const [moved, setMoved] = useState(false);
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const show = (i: number) => {
    setIndex(i);
    setMoved(true);
  };
  const go = (step: number) => show(stepPhoto(shown, step, count));
  const touch = usePhotoTouch({
    onSwipe: (step) => {
      if (count > 1) go(step);
    },
    onPinch: () => setZooming(true),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <section aria-label={IMAGE_TEXTS.galleryLabel(productName)} onKeyDown={onKeyDown} className="min-w-0">
      <MainPhoto
        photo={photos[shown] ?? ''}
        productName={productName}
        shown={shown}
        count={count}
        touch={touch}
        onZoom={() => setZooming(true)}
        onTurn={go}
      />
      {count > 1 && <Thumbnails photos={photos} shown={shown} onPick={show} />}
      <p className="sr-only" aria-live="polite">
        {moved ? IMAGE_TEXTS.imageOf(shown + 1, count) : ''}
      </p>
      {zooming && (
        <Suspense fallback={null}>
          <ZoomView open={zooming} onOpenChange={setZooming} photos={photos} index={shown} onIndexChange={show} productName={productName} />
        </Suspense>
      )}
    </section>
  );
}

interface MainPhotoProps {
  photo: string;
  productName: string;
  shown: number;
  count: number;
  touch: ReturnType<typeof usePhotoTouch>;
  onZoom: () => void;
  onTurn: (step: number) => void;
}

/** The large photo: a button that opens the zoom view, which photo this is, and the turn buttons over it. */
function MainPhoto({ photo, productName, shown, count, touch, onZoom, onTurn }: MainPhotoProps) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-zinc-200 bg-zinc-100">
      <button
        type="button"
        onClick={onZoom}
        {...touch}
        aria-label={`${IMAGE_TEXTS.zoom}: ${IMAGE_TEXTS.imageOf(shown + 1, count)}`}
        className="block w-full cursor-zoom-in touch-pan-y"
        data-testid="gallery-main"
      >
        <ProductImage
          src={photo}
          alt={productName}
          width={800}
          height={1000}
          priority={shown === 0}
          eager
          sizes={GALLERY_MAIN_SIZES}
          draggable={false}
          className="aspect-[4/5] w-full"
        />
      </button>
      <span className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-zinc-800 shadow">
        <ZoomIn className="h-3.5 w-3.5" aria-hidden="true" />
        {count > 1 ? IMAGE_TEXTS.imageOf(shown + 1, count) : IMAGE_TEXTS.zoom}
      </span>
      {count > 1 && (
        <>
          <TurnButton label={IMAGE_TEXTS.previous} side="left" onClick={() => onTurn(-1)} />
          <TurnButton label={IMAGE_TEXTS.next} side="right" onClick={() => onTurn(1)} />
        </>
      )}
    </div>
  );
}

/** The row of small photos under the large one; the one shown is marked. */
function Thumbnails({ photos, shown, onPick }: { photos: readonly string[]; shown: number; onPick: (index: number) => void }) {
  const count = photos.length;
  return (
    <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
      {photos.map((url, i) => (
        <li key={url} className="shrink-0">
          <button
            type="button"
            onClick={() => onPick(i)}
            aria-label={IMAGE_TEXTS.showImage(i + 1, count)}
            aria-current={i === shown ? 'true' : undefined}
            className={cn(
              'block overflow-hidden rounded-lg border-2',
              i === shown ? 'border-brand-600' : 'border-transparent hover:border-zinc-300',
            )}
          >
            <ProductImage src={url} alt="" width={64} height={80} sizes="64px" className="h-20 w-16" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function TurnButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
