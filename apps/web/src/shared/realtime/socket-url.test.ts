import { describe, expect, it } from 'vitest';
import { socketUrlOf } from './socket-url.ts';

describe('socketUrlOf', () => {
  it('names the app language, over wss on an https page', () => {
    expect(socketUrlOf({ protocol: 'https:', host: 'volna.example' }, 'ja')).toBe(
      'wss://volna.example/ws?lang=ja',
    );
    expect(socketUrlOf({ protocol: 'http:', host: '127.0.0.1:8080' }, 'en')).toBe(
      'ws://127.0.0.1:8080/ws?lang=en',
    );
  });
});
