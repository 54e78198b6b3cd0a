import { DOUBLE_TAP_BLOCK_MS } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error.ts';
import { clampTop, clearTop, EDGE_MARGIN_PX, nearestEdge } from './feedback-position.ts';
import { isDoubleTap } from './useZoomGuard.ts';

describe('feedback button position', () => {
  it('snaps to the nearer side', () => {
    expect(nearestEdge(100, 375)).toBe('left');
    expect(nearestEdge(300, 375)).toBe('right');
  });

  it('stays clear of the top and bottom bars', () => {
    expect(clampTop(-40, 667, 44)).toBe(EDGE_MARGIN_PX);
    expect(clampTop(900, 667, 44)).toBe(667 - 44 - EDGE_MARGIN_PX);
    expect(clampTop(300, 667, 44)).toBe(300);
  });

  it('places the help bubble clear of what it must not cover, nearest the wanted place (issue 30)', () => {
    expect(clearTop(400, 667, 44, [])).toBe(400);
    // A badge at 390-420: the nearer side of it (below), else above when below is taken.
    expect(clearTop(400, 667, 44, [{ top: 390, bottom: 420 }])).toBe(420);
    expect(
      clearTop(400, 667, 44, [
        { top: 390, bottom: 420 },
        { top: 420, bottom: 667 },
      ]),
    ).toBe(344);
    // Up is taken to the header: down below the obstacle instead.
    expect(clearTop(100, 667, 44, [{ top: 0, bottom: 150 }])).toBe(152);
    // Nowhere free: where it was wanted.
    expect(clearTop(300, 667, 44, [{ top: 0, bottom: 667 }])).toBe(300);
  });
});

describe('chunk load errors', () => {
  it('recognises each browser wording', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /h5/assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('double-tap guard', () => {
  it('blocks a second tap within 300 ms only', () => {
    expect(isDoubleTap(1_000, 1_000 + DOUBLE_TAP_BLOCK_MS)).toBe(true);
    expect(isDoubleTap(1_000, 1_001 + DOUBLE_TAP_BLOCK_MS)).toBe(false);
    expect(isDoubleTap(Number.NEGATIVE_INFINITY, 10)).toBe(false);
  });
});
