import { type PointerEvent, useRef, useState, type WheelEvent } from 'react';
import { clampPan, clampZoom, type Point, pinchZoom, ZOOM_MIN } from '../lib/gallery';

/** How much one press of + or −, one button click or one turn of the wheel zooms. */
const STEP = 0.5;
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const CENTRE: Point = { x: 0, y: 0 };

/**
 * Zooming into a photo and moving it about inside its frame: a pinch, the wheel or steps change the
 * scale, a drag moves a zoomed photo; the photo's edges never come inside the frame's.
 */
export function useZoomPan() {
  const [scale, setScale] = useState(ZOOM_MIN);
  const [pan, setPan] = useState<Point>(CENTRE);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  // Where the fingers and the photo were when the present pinch or drag began.
  const gesture = useRef<{ scale: number; distance: number; pan: Point; from: Point } | null>(null);

  const frameSize = () => ({ width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 });
  const zoomTo = (next: number) => {
    const s = clampZoom(next);
    setScale(s);
    setPan((p) => clampPan(p, s, frameSize()));
  };
  const begin = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a) return;
    gesture.current = { scale, distance: b ? distance(a, b) : 0, pan, from: a };
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

  /** What the frame the photo sits in listens to. */
  const frameProps = {
    ref: frame,
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      begin();
    },
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onWheel: (event: WheelEvent) => zoomTo(scale - Math.sign(event.deltaY) * STEP),
  };

  return {
    scale,
    pan,
    /** One step in (1) or out (−1). */
    zoomStep: (direction: 1 | -1) => zoomTo(scale + direction * STEP),
    reset: () => {
      setScale(ZOOM_MIN);
      setPan(CENTRE);
    },
    frameProps,
  };
}
