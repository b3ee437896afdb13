/** A focal point in percent of a picture's width and height: 0 is the left or top edge, 100 the other. */
export interface FocalPoint {
  X: number;
  Y: number;
}

/** The centre: where a picture uploaded without a focal point is cut from. */
export const CENTRE: FocalPoint = { X: 50, Y: 50 };

export interface Size {
  width: number;
  height: number;
}

/** How one variant is cut: the picture scaled to `width` × `height`, then the target's box taken at `left`, `top`. */
export interface CoverCut extends Size {
  left: number;
  top: number;
}

/**
 * Where a picture is cut to fill a box of another shape ("cover"): scaled until it covers the box,
 * then the overhang split by the focal point the way CSS `object-position: X% Y%` splits it, so
 * the console's preview (`object-fit: cover` with that position) shows the cut the server makes.
 * A focal point at 0 keeps the left (top) edge, at 100 the right (bottom) edge.
 */
export function coverCut(source: Size, box: Size, focus: FocalPoint): CoverCut {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const width = Math.max(box.width, Math.round(source.width * scale));
  const height = Math.max(box.height, Math.round(source.height * scale));
  return {
    width,
    height,
    left: Math.round(((width - box.width) * focus.X) / 100),
    top: Math.round(((height - box.height) * focus.Y) / 100),
  };
}
