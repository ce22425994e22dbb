import { IMAGE_TEXTS } from '@seamline/contract';
import { ChevronLeft, ChevronRight, Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState, type WheelEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { clampPan, clampZoom, pinchZoom, stepPhoto, ZOOM_MIN } from '../lib/gallery';

export interface ZoomViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photos: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  productName: string;
}

const STEP = 0.5;
type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A photo as large as the screen allows, at its full size, to zoom into: pinch or + and − (keys or
 * buttons) or the mouse wheel; drag to move; arrow keys or buttons for the other photos. No library:
 * pointer events and a CSS transform.
 */
export default function ZoomView({ open, onOpenChange, photos, index, onIndexChange, productName }: ZoomViewProps) {
  const [scale, setScale] = useState(ZOOM_MIN);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ scale: number; distance: number; pan: Point; from: Point } | null>(null);
  const count = photos.length;

  const frameSize = () => ({ width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 });
  const zoomTo = (next: number) => {
    const s = clampZoom(next);
    setScale(s);
    setPan((p) => clampPan(p, s, frameSize()));
  };
  const turn = (step: number) => {
    if (count < 2) return;
    onIndexChange(stepPhoto(index, step, count));
    setScale(ZOOM_MIN);
    setPan({ x: 0, y: 0 });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight') turn(key === 'ArrowLeft' ? -1 : 1);
    else if (key === '+' || key === '=' || key === '-') zoomTo(scale + (key === '-' ? -STEP : STEP));
    else return;
    event.preventDefault();
  };
  const begin = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a) return;
    gesture.current = { scale, distance: b ? distance(a, b) : 0, pan, from: a };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    const start = gesture.current;
    if (a && b) {
      const s = pinchZoom(start.scale, start.distance, distance(a, b));
      setScale(s);
      setPan((p) => clampPan(p, s, frameSize()));
    } else if (a && scale > ZOOM_MIN) {
      setPan(clampPan({ x: start.pan.x + a.x - start.from.x, y: start.pan.y + a.y - start.from.y }, scale, frameSize()));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    begin();
  };
  const onWheel = (event: WheelEvent) => zoomTo(scale - Math.sign(event.deltaY) * STEP);

  const photo = photos[index] ?? '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={IMAGE_TEXTS.zoomTitle(productName)} className="sm:max-w-3xl">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys repeat the buttons below for the whole view */}
      <div onKeyDown={onKeyDown} className="space-y-3">
        <p className="text-sm text-zinc-600">{IMAGE_TEXTS.zoomHint}</p>
        <div
          ref={frame}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onWheel={onWheel}
          // The dialog is the screen less 12rem high; the frame leaves room in it for the title, the hint
          // and the controls, so they show without scrolling on a laptop's screen too.
          className="relative aspect-[4/5] max-h-[max(12rem,calc(100dvh-24rem))] w-full touch-none select-none overflow-hidden rounded-xl bg-zinc-100"
          data-testid="zoom-frame"
        >
          <img
            src={photo}
            alt={`${productName}, ${IMAGE_TEXTS.imageOf(index + 1, count).toLowerCase()}`}
            draggable={false}
            className="h-full w-full object-contain"
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})`, cursor: scale > ZOOM_MIN ? 'grab' : 'zoom-in' }}
            data-scale={scale}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => zoomTo(scale - STEP)} disabled={scale <= ZOOM_MIN} aria-label={IMAGE_TEXTS.zoomOut}>
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" onClick={() => zoomTo(scale + STEP)} aria-label={IMAGE_TEXTS.zoomIn}>
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <p className="text-sm text-zinc-700" aria-live="polite">
            {IMAGE_TEXTS.imageOf(index + 1, count)}
          </p>
          {count > 1 && (
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => turn(-1)} aria-label={IMAGE_TEXTS.previous}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button variant="secondary" onClick={() => turn(1)} aria-label={IMAGE_TEXTS.next}>
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
