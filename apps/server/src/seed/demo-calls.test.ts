import { ConversationType } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { newUser } from '../realtime/socket.test-kit.ts';
import { seedDemoCalls } from './demo-calls.ts';

describe('demo calls', () => {
  const t = useTestApp();

  it('leaves call records in the demo users’ chats once', async () => {
    const [a, b, c] = [await newUser(t), await newUser(t), await newUser(t)];
    const ids = [a.userId, b.userId, c.userId];
    expect(await seedDemoCalls(t.app.services, ids)).toBe(2);
    expect(await seedDemoCalls(t.app.services, ids)).toBe(0);
    const history = await t.app.services.chat.history(b.userId, {
      conversationType: ConversationType.private,
      targetId: String(a.userId),
      count: 10,
    });
    expect(history.map((m) => [m.objectName, m.content])).toEqual([
      ['OL:VoiceMsg', expect.objectContaining({ mediaType: 1, endReason: 13, duration: 184 })],
    ]);
  });
});
