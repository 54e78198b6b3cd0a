import type { UserEvent } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../shared/messaging/model/chat.test-support.ts';
import { touchesGroup } from './group-notices.ts';

const arrived = (extra: Parameters<typeof testMessage>[0]) =>
  ({ type: 'message', message: testMessage(extra) }) as unknown as UserEvent;
const notice = { conversationType: 3, targetId: '42', objectName: 'RC:InfoNtf' };

describe('which events change a group on screen', () => {
  it("is the group's own notice, among other events", () => {
    const typing = { type: 'recall', msgUid: 'x' } as unknown as UserEvent;
    expect(touchesGroup([typing, arrived(notice)], '42')).toBe(true);
  });

  it('is not a plain message, another group, a private chat or an empty batch', () => {
    expect(touchesGroup([arrived({ ...notice, objectName: 'RC:TxtMsg' })], '42')).toBe(false);
    expect(touchesGroup([arrived({ ...notice, targetId: '43' })], '42')).toBe(false);
    expect(touchesGroup([arrived({ ...notice, conversationType: 1 })], '42')).toBe(false);
    expect(touchesGroup([], '42')).toBe(false);
  });
});
