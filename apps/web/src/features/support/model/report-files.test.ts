import { BUG_REPORT_FILE_MAX_BYTES, BUG_REPORT_FILES_MAX } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { admitFiles, filesLeft, isImage } from './report-files.ts';

const file = (name: string, size: number) => ({ name, size });

describe('admitFiles', () => {
  it('takes files up to 5 MB, the limit itself included', () => {
    const { accepted, refused } = admitFiles([file('a', 1), file('b', BUG_REPORT_FILE_MAX_BYTES)], 0);
    expect(accepted.map((f) => f.name)).toEqual(['a', 'b']);
    expect(refused).toEqual([]);
  });

  it('refuses a file one byte over 5 MB and an empty one, keeping the others', () => {
    const { accepted, refused } = admitFiles(
      [file('big', BUG_REPORT_FILE_MAX_BYTES + 1), file('ok', 10), file('empty', 0)],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok']);
    expect(refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['big', 'tooLarge'],
      ['empty', 'empty'],
    ]);
  });

  it('stops at 10 files counting the ones already held', () => {
    const picked = Array.from({ length: 4 }, (_, i) => file(`f${i}`, 100));
    const { accepted, refused } = admitFiles(picked, BUG_REPORT_FILES_MAX - 2);
    expect(accepted.map((f) => f.name)).toEqual(['f0', 'f1']);
    expect(refused.map((r) => r.reason)).toEqual(['tooMany', 'tooMany']);
  });

  it('an oversized file does not use up a place', () => {
    const { accepted } = admitFiles([file('big', BUG_REPORT_FILE_MAX_BYTES + 1), file('ok', 1)], 9);
    expect(accepted.map((f) => f.name)).toEqual(['ok']);
  });
});

describe('filesLeft / isImage', () => {
  it('never answers below zero', () => {
    expect(filesLeft(0)).toBe(BUG_REPORT_FILES_MAX);
    expect(filesLeft(BUG_REPORT_FILES_MAX + 3)).toBe(0);
  });

  it('tells images by their type', () => {
    expect(isImage({ type: 'image/png' })).toBe(true);
    expect(isImage({ type: 'application/pdf' })).toBe(false);
  });
});
