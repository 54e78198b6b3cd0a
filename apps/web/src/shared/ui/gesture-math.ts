// The arithmetic of the pull-to-refresh and the swipe rows, kept apart from the DOM so it can be tested alone. The
// figures are antd-mobile's (5.x), whose components these replace on the first screens (issue 19).

/** Pull-to-refresh: the height of its status line, and how far past it a pull must go to refresh on release. */
export const PULL_HEAD_HEIGHT = 40;
export const PULL_THRESHOLD = 60;

/** How far a finger moves before a gesture picks its direction (below it a tap stays a tap). */
export const GESTURE_SLOP = 4;

/** A drag past the edge moves less and less the further it goes (the feel of iOS's overscroll). */
export function rubberband(distance: number, dimension: number, constant: number): number {
  return (distance * dimension * constant) / (dimension + constant * distance);
}

/** How tall the pull-to-refresh's head is for a finger `dy` px below where it touched (never above its start). */
export function pullHeight(dy: number, headHeight = PULL_HEAD_HEIGHT): number {
  const pulled = Math.ceil(dy);
  return pulled > 0 ? rubberband(pulled, headHeight * 5, 0.5) : 0;
}

/**
 * Which way a gesture goes once the finger has moved past the slop: 'x' or 'y' by whichever moved more, null while it
 * has not moved enough to tell (a tap, or a finger that has barely started).
 */
export function dominantAxis(dx: number, dy: number, slop = GESTURE_SLOP): 'x' | 'y' | null {
  if (Math.abs(dx) < slop && Math.abs(dy) < slop) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/** A swipe row's offset while dragged: between fully open to the left (the actions' width) and closed. */
export function boundSwipe(offset: number, actionsWidth: number): number {
  return Math.min(0, Math.max(-actionsWidth, offset));
}

/**
 * Where a released swipe row settles: open or closed, whichever is nearer to where it would coast in 50 ms at the
 * speed it was let go at (`velocity` in px/ms, negative to the left), so a flick opens or closes it.
 */
export function swipeRest(offset: number, velocity: number, actionsWidth: number): number {
  if (offset >= 0) return 0;
  const coasted = Math.min(0, offset + velocity * 50);
  return Math.abs(coasted + actionsWidth) < Math.abs(coasted) ? -actionsWidth : 0;
}
