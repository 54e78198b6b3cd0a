import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Privacy } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { createLocalFileStore } from '../../storage/file-store.ts';
import { nextPhone, signUp } from './users.test-support.ts';
import { createUsersService } from './users.service.ts';

const t = useTestApp();

const levels = [
  ['nobody', Privacy.nobody],
  ['contacts', Privacy.contacts],
  ['everybody', Privacy.everybody],
] as const;
const fields = [
  ['phone', 'phonePrivacy', ['userPhone', 'internationalAreaCode']],
  ['email', 'emailPrivacy', ['email']],
  ['code', 'codePrivacy', ['userCode']],
] as const;

/** An owner whose three private fields are all set, with the given privacy on one of them. */
async function owner(privacyField: string, level: number) {
  const { id, token, user } = await signUp(t, { areaCode: '+7', phone: nextPhone() });
  await t.app.services.users.changeEmail(id, `owner${id}@example.com`);
  const res = await t.call('PUT', '/app/user', {
    token,
    body: {
      phonePrivacy: 0,
      emailPrivacy: 0,
      codePrivacy: 0,
      [privacyField]: level,
      firstName: `Owner${id}`,
    },
  });
  expect(res.status).toBe(200);
  return { id, user };
}

describe('privacy of phone, e-mail and code (Nobody / My Contacts / Everybody)', () => {
  for (const [fieldName, privacyField, keys] of fields)
    for (const [levelName, level] of levels)
      it(`${fieldName} at ${levelName}: shown to a stranger only at everybody, absent otherwise, in every answer`, async () => {
        const { id, user } = await owner(privacyField, level);
        const viewer = await signUp(t);
        const shown = level === Privacy.everybody;
        const answers = [
          (await t.call('GET', `/app/user/${id}`, { token: viewer.token })).body.data,
          (await t.call('GET', '/app/user/batchInfo', { token: viewer.token, query: { userIds: `${id}` } }))
            .body.data[0],
          (await t.call('GET', '/app/user/search', { token: viewer.token, query: { keyword: `Owner${id}` } }))
            .body.rows[0],
          // found by his exact number (findable by everybody by default), the number shown only by phonePrivacy
          (
            await t.call('GET', '/app/user/search', {
              token: viewer.token,
              query: { keyword: `+7${user.phone}` },
            })
          ).body.rows[0],
          (
            await t.call('GET', '/app/user/list', {
              token: viewer.token,
              query: { keyword: `+7${user.phone}`, pageSize: 5 },
            })
          ).body.rows[0],
        ];
        await t.call('POST', '/app/blockUser', { token: viewer.token, body: { blockUserId: id } });
        answers.push((await t.call('GET', '/app/blockUser/list', { token: viewer.token })).body.rows[0]);
        for (const answer of answers) {
          expect(answer.userId).toBe(id);
          for (const key of keys) expect(Object.hasOwn(answer, key)).toBe(shown);
          // the other two fields are at Nobody
          for (const [, , otherKeys] of fields.filter(([name]) => name !== fieldName))
            for (const key of otherKeys) expect(Object.hasOwn(answer, key)).toBe(false);
        }
      });

  it('a hidden phone does not leak through the nick name of a user who never set a name', async () => {
    const { id, token, user } = await signUp(t, { areaCode: '+7', phone: nextPhone(), userName: 'quiet' });
    const viewer = await signUp(t);
    const hidden = (await t.call('GET', `/app/user/${id}`, { token: viewer.token })).body.data;
    expect(hidden.nickName).toBe('quiet');
    expect(JSON.stringify(hidden)).not.toContain(user.phone!);
    await t.call('PUT', '/app/user', { token, body: { phonePrivacy: 2 } });
    const shown = (await t.call('GET', `/app/user/${id}`, { token: viewer.token })).body.data;
    expect(shown.nickName).toBe(`+7${user.phone}`);
  });

  it('the owner sees all of his fields through /app/user/{id}', async () => {
    const { id, token, user } = await signUp(t, { areaCode: '+86', phone: '13800138000' });
    await t.call('PUT', '/app/user', { token, body: { phonePrivacy: 0, codePrivacy: 0 } });
    const me = (await t.call('GET', `/app/user/${id}`, { token })).body.data;
    expect(me).toMatchObject({
      userPhone: '13800138000',
      internationalAreaCode: '+86',
      userCode: user.userCode,
    });
  });

  it('My Contacts shows the field to contacts once the friends relation answers yes', async () => {
    const { id, user } = await owner('phonePrivacy', Privacy.contacts);
    await t.app.services.users.changeEmail(id, `contact${id}@example.com`);
    await t.call('PUT', '/app/user', {
      token: (await t.app.services.sessions.start(id, { userAgent: 't', ip: '1' })).token,
      body: {
        emailPrivacy: Privacy.contacts,
        codePrivacy: Privacy.nobody,
        findByPhonePrivacy: Privacy.contacts,
      },
    });
    const friend = await signUp(t);
    const stranger = await signUp(t);
    const dataDir = mkdtempSync(join(tmpdir(), 'volna-privacy-'));
    const service = createUsersService(
      { ...t, store: createLocalFileStore(join(dataDir, 'files')) },
      { areContacts: async (viewerId, ownerId) => viewerId === friend.id && ownerId === id },
    );
    const asFriend = await service.viewUser(friend.id, id);
    expect(asFriend).toMatchObject({
      userPhone: user.phone,
      internationalAreaCode: '+7',
      email: `contact${id}@example.com`,
    });
    expect(asFriend).not.toHaveProperty('userCode');
    const asStranger = await service.viewUser(stranger.id, id);
    for (const key of ['userPhone', 'internationalAreaCode', 'email', 'userCode'])
      expect(asStranger).not.toHaveProperty(key);
    // and with "who can find me by my number" at My Contacts, the friend finds him by phone, the stranger does not
    const byPhone = { keyword: `+7${user.phone}`, pageNum: 1, pageSize: 10 };
    expect((await service.search(friend.id, byPhone)).rows.map((r) => r.userId)).toEqual([id]);
    expect((await service.search(stranger.id, byPhone)).rows).toEqual([]);
  });
});
