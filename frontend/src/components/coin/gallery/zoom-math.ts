/**
 * The arithmetic of the zoom dialog. The photo is fitted into the stage and centred; the view moves it
 * by (x, y) CSS pixels and scales it about its centre, i.e. `transform: translate(x, y) scale(scale)`.
 * Points are measured from the stage's centre.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The photo as it first opens: fitted whole into the stage. */
export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };

/** How far in a photo zooms: a 2048 px photo fitted into a phone's 390 px is past its own pixels at about 2. */
export const MAX_SCALE = 6;

/** One press of + or −, and a double-tap's scale. */
export const STEP = 1.5;
export const DOUBLE_TAP_SCALE = 2.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view at `scale` (kept within 1 … MAX_SCALE) that keeps the photo's point under `at` where it was. */
export function zoomAt(view: ZoomView, scale: number, at: Point): ZoomView {
  const next = clamp(scale, FIT.scale, MAX_SCALE);
  const ratio = next / view.scale;
  return { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** The size of a photo of `natural` pixels fitted whole into `stage` (contained, never cropped). */
export function fittedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const fit = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * fit, height: natural.height * fit };
}

/**
 * The view moved no further than keeps the stage covered by the photo where the photo is larger than
 * the stage, and centred where it is smaller: a pan never loses the photo off an edge.
 */
export function clampView(view: ZoomView, photo: Size, stage: Size): ZoomView {
  const room = (photoLength: number, stageLength: number) => Math.max(0, (photoLength * view.scale - stageLength) / 2);
  const roomX = room(photo.width, stage.width);
  const roomY = room(photo.height, stage.height);
  // `+ 0` turns a -0 into 0, so a centred view reads as FIT.
  return { scale: view.scale, x: clamp(view.x, -roomX, roomX) + 0, y: clamp(view.y, -roomY, roomY) + 0 };
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The CSS transform of a view. */
export const transformOf = (view: ZoomView): string => `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
