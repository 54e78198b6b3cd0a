import { describe, expect, it } from 'vitest';
import {
  boundSwipe,
  dominantAxis,
  PULL_THRESHOLD,
  pullHeight,
  rubberband,
  swipeRest,
} from './gesture-math.ts';

describe('pull-to-refresh height', () => {
  it('is nothing for a finger at or above where it touched', () => {
    expect(pullHeight(0)).toBe(0);
    expect(pullHeight(-30)).toBe(0);
  });

  it('follows the finger less and less (antd-mobile: a rubber band over five heads, constant 0.5)', () => {
    expect(pullHeight(10)).toBeCloseTo(rubberband(10, 200, 0.5));
    expect(pullHeight(10)).toBeCloseTo(4.878, 3);
    expect(pullHeight(100)).toBeCloseTo(40);
    expect(pullHeight(1000)).toBeLessThan(200);
    expect(pullHeight(50)).toBeLessThan(pullHeight(51));
  });

  it('passes the release threshold only after a pull of ~172 px (antd-mobile: head 40, threshold 60)', () => {
    expect(pullHeight(171)).toBeLessThanOrEqual(PULL_THRESHOLD);
    expect(pullHeight(173)).toBeGreaterThan(PULL_THRESHOLD);
  });

  it('rounds a fractional pull up, as antd-mobile does', () => {
    expect(pullHeight(0.2)).toBe(pullHeight(1));
  });
});

describe('gesture direction', () => {
  it('is undecided within the slop (a tap)', () => {
    expect(dominantAxis(0, 0)).toBeNull();
    expect(dominantAxis(3, -3)).toBeNull();
  });

  it('goes with whichever way moved more', () => {
    expect(dominantAxis(-20, 5)).toBe('x');
    expect(dominantAxis(4, 12)).toBe('y');
    expect(dominantAxis(2, -6)).toBe('y');
  });

  it('is vertical on a tie, so a diagonal drag scrolls rather than swipes', () => {
    expect(dominantAxis(8, 8)).toBe('y');
  });
});

describe('swipe row', () => {
  it('moves between closed and fully open, no further', () => {
    expect(boundSwipe(30, 210)).toBe(0);
    expect(boundSwipe(-100, 210)).toBe(-100);
    expect(boundSwipe(-400, 210)).toBe(-210);
  });

  it('settles at the nearer end when let go slowly', () => {
    expect(swipeRest(-110, 0, 210)).toBe(-210);
    expect(swipeRest(-100, 0, 210)).toBe(0);
    expect(swipeRest(-105, 0, 210)).toBe(0);
  });

  it('opens on a quick flick to the left and closes on one to the right', () => {
    expect(swipeRest(-40, -2, 210)).toBe(-210);
    expect(swipeRest(-180, 2, 210)).toBe(0);
  });

  it('stays closed when not moved to the left', () => {
    expect(swipeRest(0, -5, 210)).toBe(0);
    expect(swipeRest(20, 0, 210)).toBe(0);
  });
});
