import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  clampView,
  distance,
  DOUBLE_TAP_SCALE,
  FIT,
  fittedSize,
  midpoint,
  type Point,
  type Size,
  STEP,
  type ZoomView,
  zoomAt,
} from './zoom-math';

/** A press that moves less than this (CSS px) and lifts within TAP_MS is a tap; two within DOUBLE_TAP_MS a double-tap. */
const TAP_SLOP = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 320;

type Gesture = { kind: 'pan'; from: Point; view: ZoomView } | { kind: 'pinch'; spread: number; centre: Point; view: ZoomView };

interface Tap {
  at: Point;
  time: number;
}

export interface Zoom {
  /** Goes on the stage: the box the photo is fitted into, which takes the wheel and the pointers. */
  stageRef: React.RefObject<HTMLDivElement | null>;
  view: ZoomView;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  pointerHandlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  };
}

/** The wheel's step in pixels, whatever unit the device reports it in (lines, pages). */
function wheelPixels(event: WheelEvent): number {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * 16;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * 400;
  return event.deltaY;
}

/**
 * Zoom and pan of one photo of `natural` pixels: the wheel (about the pointer), two pointers pinching
 * (about their midpoint, moving with it), a double-tap or double-click (in at the point, or back to
 * fitted), dragging when zoomed, and the +/− buttons (about the centre). One photo's: its viewer is
 * mounted afresh for the next, which opens fitted.
 */
export function useZoom(natural: Size): Zoom {
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ZoomView>(FIT);
  // Gestures read the view between renders.
  const viewRef = useRef<ZoomView>(FIT);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const press = useRef<(Tap & { moved: boolean }) | null>(null);
  const lastTap = useRef<Tap | null>(null);

  const stageSize = useCallback((): Size => {
    const stage = stageRef.current;
    return { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 };
  }, []);

  const { width, height } = natural;
  const apply = useCallback(
    (next: ZoomView) => {
      const stage = stageSize();
      const clamped = clampView(next, fittedSize({ width, height }, stage), stage);
      viewRef.current = clamped;
      setView(clamped);
    },
    [width, height, stageSize],
  );

  /** A pointer's position from the stage's centre. */
  const pointOf = useCallback((event: { clientX: number; clientY: number }): Point => {
    const box = stageRef.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  }, []);

  const reset = useCallback(() => apply(FIT), [apply]);
  const zoomIn = useCallback(() => apply(zoomAt(viewRef.current, viewRef.current.scale * STEP, { x: 0, y: 0 })), [apply]);
  const zoomOut = useCallback(() => apply(zoomAt(viewRef.current, viewRef.current.scale / STEP, { x: 0, y: 0 })), [apply]);

  // React listens to the wheel passively; this listener may stop the page (or the browser's own zoom on a
  // trackpad pinch, which arrives as ctrl+wheel) from taking it.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-wheelPixels(event) * 0.002);
      apply(zoomAt(viewRef.current, viewRef.current.scale * factor, pointOf(event)));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [apply, pointOf]);

  const startGesture = useCallback(() => {
    const [first, second] = [...pointers.current.values()];
    if (first && second) {
      gesture.current = { kind: 'pinch', spread: distance(first, second), centre: midpoint(first, second), view: viewRef.current };
    } else if (first) {
      gesture.current = { kind: 'pan', from: first, view: viewRef.current };
    } else {
      gesture.current = null;
    }
  }, []);

  const tapped = useCallback(
    (at: Point, time: number) => {
      const previous = lastTap.current;
      if (previous && time - previous.time < DOUBLE_TAP_MS && distance(previous.at, at) < TAP_SLOP * 3) {
        lastTap.current = null;
        apply(viewRef.current.scale > FIT.scale ? FIT : zoomAt(viewRef.current, DOUBLE_TAP_SCALE, at));
      } else {
        lastTap.current = { at, time };
      }
    },
    [apply],
  );

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const at = pointOf(event);
      pointers.current.set(event.pointerId, at);
      press.current = pointers.current.size === 1 ? { at, time: event.timeStamp, moved: false } : null;
      startGesture();
    },
    [pointOf, startGesture],
  );

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      const at = pointOf(event);
      pointers.current.set(event.pointerId, at);
      if (press.current && distance(press.current.at, at) > TAP_SLOP) press.current.moved = true;
      const current = gesture.current;
      const [first, second] = [...pointers.current.values()];
      if (current?.kind === 'pinch' && first && second) {
        const centre = midpoint(first, second);
        const zoomed = zoomAt(current.view, (current.view.scale * distance(first, second)) / Math.max(current.spread, 1), current.centre);
        apply({ ...zoomed, x: zoomed.x + centre.x - current.centre.x, y: zoomed.y + centre.y - current.centre.y });
      } else if (current?.kind === 'pan' && first && current.view.scale > FIT.scale) {
        apply({ ...current.view, x: current.view.x + first.x - current.from.x, y: current.view.y + first.y - current.from.y });
      }
    },
    [apply, pointOf],
  );

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!pointers.current.delete(event.pointerId)) return;
      const pressed = press.current;
      press.current = null;
      if (pressed && !pressed.moved && event.timeStamp - pressed.time < TAP_MS) tapped(pressed.at, event.timeStamp);
      // The finger left on the glass after a pinch goes on panning from where it is.
      startGesture();
    },
    [startGesture, tapped],
  );

  const onPointerCancel = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      pointers.current.delete(event.pointerId);
      press.current = null;
      startGesture();
    },
    [startGesture],
  );

  return { stageRef, view, zoomIn, zoomOut, reset, pointerHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
