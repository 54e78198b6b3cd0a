import { describe, expect, it } from 'vitest';
import { recordFormat } from '../../model/voice-recorder.ts';
import { retryAddress } from './retry-address.ts';

describe('retryAddress (reloading a picture that failed)', () => {
  it('asks the server afresh on a retry, never for a local preview', () => {
    expect(retryAddress('/files/a_c.webp', 0)).toBe('/files/a_c.webp');
    expect(retryAddress('/files/a_c.webp', 2)).toBe('/files/a_c.webp?retry=2');
    expect(retryAddress('https://cdn/a.png?x=1', 1)).toBe('https://cdn/a.png?x=1&retry=1');
    expect(retryAddress('blob:http://app/1', 3)).toBe('blob:http://app/1');
  });
});

describe('recordFormat (what the browser records a voice message in)', () => {
  it('takes WebM/Opus where it can, else MP4 (Safari), else Ogg, else none', () => {
    expect(recordFormat(() => true)).toEqual({ mimeType: 'audio/webm;codecs=opus', extension: 'webm' });
    expect(recordFormat((type) => type === 'audio/mp4')).toEqual({ mimeType: 'audio/mp4', extension: 'm4a' });
    expect(recordFormat((type) => type.startsWith('audio/ogg'))?.extension).toBe('ogg');
    expect(recordFormat(() => false)).toBeUndefined();
  });
});
