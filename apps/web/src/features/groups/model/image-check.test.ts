import { UPLOAD_MAX_BYTES } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-check.ts';

describe('a group picture picked from the device', () => {
  it('takes the upload formats within the upload limit', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other files and pictures over the limit before uploading', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(imageProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
