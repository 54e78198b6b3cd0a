import { NativeCommand } from '@volna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../ui/toast.ts', () => ({ showToast: () => undefined }));

const { deviceStepsToday } = await import('./native-requests.ts');

type ShellWindow = { volnaNativeReply?: (reply: unknown) => void };

describe('native requests with an answer (step count, 1009)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the shell and reads its reply to that request only', async () => {
    const posted: Array<{ type: number; data: { requestId: string } }> = [];
    const host: ShellWindow & Record<string, unknown> = {
      ReactNativeWebView: { postMessage: (m: string) => posted.push(JSON.parse(m)) },
    };
    vi.stubGlobal('window', host);
    const steps = deviceStepsToday();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.type).toBe(NativeCommand.stepCount);
    const { requestId } = posted[0]!.data;
    host.volnaNativeReply?.({ type: 1009, requestId: 'someone-else', data: { steps: 1 } });
    host.volnaNativeReply?.(JSON.stringify({ type: 1009, requestId, data: { steps: 8421 } }));
    expect(await steps).toBe(8421);
  });

  it('answers null in a browser, on a bad reply and when the shell stays silent', async () => {
    vi.stubGlobal('window', {});
    expect(await deviceStepsToday()).toBeNull();

    const posted: Array<{ data: { requestId: string } }> = [];
    const host: ShellWindow & Record<string, unknown> = {
      ReactNativeWebView: { postMessage: (m: string) => posted.push(JSON.parse(m)) },
    };
    vi.stubGlobal('window', host);
    const bad = deviceStepsToday();
    host.volnaNativeReply?.({ requestId: posted[0]!.data.requestId, data: { steps: -3 } });
    expect(await bad).toBeNull();

    vi.useFakeTimers();
    const silent = deviceStepsToday(5000);
    vi.advanceTimersByTime(5000);
    expect(await silent).toBeNull();
  });
});
