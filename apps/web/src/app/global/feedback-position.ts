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

/** A stretch of the screen's height the button must not cover. */
export type Band = { top: number; bottom: number };

/** What the help bubble must never cover as it expands: bars, badges, times, composers, fields (issue 30). */
export const KEEP_CLEAR_SELECTOR =
  'header, nav, .adm-nav-bar, .adm-tab-bar, .adm-badge, time, [data-help-clear], [data-hides-help], input, textarea';

/**
 * The top nearest `preferred` (within the clamp) at which a button `height` tall covers none of `bands`; stepping up
 * first (the bottom of a screen is where lists end and composers sit), then down. `preferred` when no place is free.
 */
export function clearTop(preferred: number, viewportHeight: number, height: number, bands: Band[]): number {
  const start = clampTop(preferred, viewportHeight, height);
  const free = (top: number) => bands.every((b) => b.bottom <= top || b.top >= top + height);
  const lowest = clampTop(Number.POSITIVE_INFINITY, viewportHeight, height);
  for (let step = 0; step <= viewportHeight; step += 4) {
    if (start - step >= EDGE_MARGIN_PX && free(start - step)) return start - step;
    if (start + step <= lowest && free(start + step)) return start + step;
  }
  return start;
}
