import { describe, expect, it } from 'vitest';
import { AVATAR_SIDE_MAX, outputSide, rotatedSize } from './crop-image.ts';

describe('avatar crop geometry', () => {
  it('a quarter turn swaps the sides, half a turn keeps them', () => {
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
  });

  it('an eighth of a turn grows the box to hold the corners', () => {
    const box = rotatedSize(100, 100, 45);
    expect(box.width).toBe(141);
    expect(box.height).toBe(141);
  });

  it('the avatar keeps a small crop as it is and shrinks a big one', () => {
    expect(outputSide({ x: 0, y: 0, width: 300.4, height: 300.4 })).toBe(300);
    expect(outputSide({ x: 0, y: 0, width: 4000, height: 4000 })).toBe(AVATAR_SIDE_MAX);
  });
});
