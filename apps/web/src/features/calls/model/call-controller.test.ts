import { CallMedia, NativeCommand } from '@volna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Inside the native shell the chat's call buttons hand the call to the shell (spec §7: 1001 voice, 1002 video);
// the page opens no media and sends no invite.

const request = vi.fn();
vi.mock('../../../shared/realtime/messaging.ts', () => ({
  messaging: { request: (...args: unknown[]) => request(...args), onLive: () => () => {} },
  useMessagingStatus: { subscribe: () => () => {} },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: () => {} }));

const { startCall } = await import('./call-controller.ts');
const { useCallStore } = await import('./call-store.ts');

describe('calls inside the native shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends 1001 for a voice call and 1002 for a video call, and places no call from the page', async () => {
    const posted: string[] = [];
    vi.stubGlobal('window', {
      ReactNativeWebView: { postMessage: (message: string) => posted.push(message) },
    });
    await startCall({ peerId: 9, name: 'Bob', avatar: '', mediaType: CallMedia.audio });
    await startCall({ peerId: 9, name: 'Bob', avatar: '', mediaType: CallMedia.video });
    expect(posted.map((m) => JSON.parse(m))).toEqual([
      { type: NativeCommand.voiceCall, data: { userId: 9, name: 'Bob' } },
      { type: NativeCommand.videoCall, data: { userId: 9, name: 'Bob' } },
    ]);
    expect(request).not.toHaveBeenCalled();
    expect(useCallStore.getState().phase).toBe('idle');
  });
});
