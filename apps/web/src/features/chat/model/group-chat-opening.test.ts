import { CUSTOMER_SERVICE_MODULE_TYPE, GroupRole } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatOpeningOf, groupChatPath } from '../../../shared/messaging/model/list-path.ts';
import { groupChatBack, groupSettingsPath, isModuleGroup } from './group-chat-opening.ts';

const plain = groupChatOpeningOf(new URLSearchParams('groupId=5'));

describe('GroupChat query (isModule, isFriendGroup, backType)', () => {
  it('writes and reads the query, unknown values being the defaults', () => {
    expect(groupChatPath(5)).toBe(`${paths.groupChat}?groupId=5`);
    const path = groupChatPath(5, { isModule: true, isFriendGroup: true, backType: 'chatList' });
    expect(path).toBe(`${paths.groupChat}?groupId=5&isModule=1&isFriendGroup=1&backType=chatList`);
    expect(groupChatOpeningOf(new URL(path, 'http://x').searchParams)).toEqual({
      isModule: true,
      isFriendGroup: true,
      backType: 'chatList',
    });
    expect(groupChatOpeningOf(new URLSearchParams('isModule=yes&backType=elsewhere'))).toEqual(plain);
  });

  it('sends back to the chat list always with backType=chatList, else by the back rule with its fallback', () => {
    expect(groupChatBack({ ...plain, backType: 'chatList', isFriendGroup: true })).toEqual({
      to: paths.chat,
      always: true,
    });
    expect(groupChatBack({ ...plain, isFriendGroup: true })).toEqual({
      to: paths.groupChatList,
      always: false,
    });
    expect(groupChatBack(plain)).toEqual({ to: paths.chat, always: false });
  });

  it('opens the module’s support settings for a module group, the group’s settings otherwise', () => {
    const support = { moduleType: CUSTOMER_SERVICE_MODULE_TYPE, role: GroupRole.owner, responsibleModule: 1 };
    expect(isModuleGroup(plain, support)).toBe(true);
    expect(isModuleGroup(plain, { ...support, role: GroupRole.ordinary })).toBe(false);
    expect(groupSettingsPath('5', plain, support)).toBe(`${paths.moduleSetting}?moduleType=1`);
    expect(isModuleGroup({ ...plain, isModule: true }, undefined)).toBe(true);
    expect(groupSettingsPath('5', { ...plain, isModule: true }, { ...support, moduleType: 0 })).toBe(
      `${paths.moduleSetting}?moduleType=1`,
    );
    // The agent answering in it: the group's own settings, whatever the address says.
    const agentView = { ...support, role: GroupRole.ordinary };
    expect(groupSettingsPath('5', { ...plain, isModule: true }, agentView)).toBe(
      `${paths.chatSettings}?groupId=5`,
    );
    expect(groupSettingsPath('5', { ...plain, isFriendGroup: true }, { ...support, moduleType: 0 })).toBe(
      `${paths.chatSettings}?groupId=5&isFriendGroup=1`,
    );
  });
});
