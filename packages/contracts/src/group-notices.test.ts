import { describe, expect, it } from 'vitest';
import { readGroupNoticeExtra } from './group-notices.ts';

describe('readGroupNoticeExtra', () => {
  it('reads a notice as the server writes it', () => {
    const notice = { type: 'group', action: 'invite', groupId: 7, operatorId: 3, userIds: [4, 5] };
    expect(readGroupNoticeExtra(notice)).toEqual(notice);
    expect(readGroupNoticeExtra({ ...notice, action: 'edit', fields: ['groupName'] })).toEqual({
      ...notice,
      action: 'edit',
      fields: ['groupName'],
    });
  });

  it('drops what a notice does not name', () => {
    const read = readGroupNoticeExtra({
      type: 'group',
      action: 'join',
      groupId: 1,
      operatorId: 0,
      userIds: [],
      x: 1,
    });
    expect(read).toEqual({ type: 'group', action: 'join', groupId: 1, operatorId: 0, userIds: [] });
  });

  it('answers null for anything else', () => {
    const notice = { type: 'group', action: 'quit', groupId: 1, operatorId: 2, userIds: [2] };
    for (const other of [
      null,
      'text',
      42,
      [],
      { ...notice, type: 'user' },
      { ...notice, action: 'explode' },
      { ...notice, groupId: '1' },
      { ...notice, operatorId: 1.5 },
      { ...notice, userIds: [1, '2'] },
      { ...notice, userIds: undefined },
      { ...notice, fields: 'groupName' },
      { ...notice, fields: [1] },
    ])
      expect(readGroupNoticeExtra(other)).toBeNull();
  });
});
