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

describe('the callee, while his accept is on its way', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the offer and candidates that arrive before the answer, and answers the offer once connected', async () => {
    const remote: string[] = [];
    const candidates: string[] = [];
    class FakeConnection {
      connectionState = 'new';
      addTrack() {}
      async setRemoteDescription(description: { type: string; sdp: string }) {
        remote.push(`${description.type}:${description.sdp}`);
      }
      async addIceCandidate(candidate: { candidate: string }) {
        candidates.push(candidate.candidate);
      }
      async createAnswer() {
        return { type: 'answer', sdp: 'answer-sdp' };
      }
      async setLocalDescription() {}
      close() {}
    }
    vi.stubGlobal('window', {});
    vi.stubGlobal('RTCPeerConnection', FakeConnection);
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: async () => ({ getTracks: () => [], getAudioTracks: () => [] }) },
    });
    const { CALL_EVENTS, CALL_METHODS, CallState } = await import('@volna/contracts');
    const { accept, onCallEvent } = await import('./call-controller.ts');
    const call = { callId: 7, state: CallState.ringing, mediaType: CallMedia.audio };
    onCallEvent({
      type: CALL_EVENTS.incoming,
      call,
      caller: { userId: 3, nickName: 'Alice', avatar: '' },
    } as never);
    let answerAccept: (value: unknown) => void = () => {};
    request.mockImplementation((method: string) =>
      method === CALL_METHODS.accept
        ? new Promise((resolve) => {
            answerAccept = resolve;
          })
        : Promise.resolve({ success: true, data: null }),
    );
    const accepting = accept();
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith(CALL_METHODS.accept, { callId: 7 }));
    onCallEvent({ type: CALL_EVENTS.signal, callId: 7, kind: 'offer', sdp: 'offer-sdp' } as never);
    onCallEvent({
      type: CALL_EVENTS.signal,
      callId: 7,
      kind: 'ice',
      candidate: { candidate: 'c1' },
    } as never);
    answerAccept({ success: true, data: { call: { ...call, state: CallState.connected }, iceServers: [] } });
    await accepting;
    await vi.waitFor(() => expect(candidates).toEqual(['c1']));
    expect(remote).toEqual(['offer:offer-sdp']);
    expect(request).toHaveBeenCalledWith(CALL_METHODS.signal, {
      callId: 7,
      kind: 'answer',
      sdp: 'answer-sdp',
    });
  });
});
