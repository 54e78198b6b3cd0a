export type Edge = 'left' | 'right';

/** Space kept free at the top and bottom (status bar, tab bar) when the button is dropped. */
export const EDGE_MARGIN_PX = 56;

/** The side the floating button snaps to: the one its centre is nearer to. */
export function nearestEdge(centerX: number, viewportWidth: number): Edge {
  return centerX < viewportWidth / 2 ? 'left' : 'right';
}

/** Keeps the button's top inside the viewport, clear of the bars. */
export function clampTop(top: number, viewportHeight: number, height: number): number {
  const max = Math.max(EDGE_MARGIN_PX, viewportHeight - height - EDGE_MARGIN_PX);
  return Math.round(Math.min(Math.max(top, EDGE_MARGIN_PX), max));
}
