import { randomUUID } from 'node:crypto';
import { ConversationType, CurrencyId, StaffRole } from '@volna/contracts';
import sharp from 'sharp';
import type { TestApp } from '../harness.ts';

// The people and objects the authorization matrix acts on, made through the services (not the routes under test),
// plus factories for the fresh objects a state-changing cell needs.

export const PASSWORD = 'correct-horse-1';
export const PAY_PASSWORD = '975310';
export const RUB = CurrencyId.RUB;
export const USD = CurrencyId.USD;

/** Names A and M are listed under in the user directory (searched by the directory cells). */
export const DIRECTORY_NAMES = { A: 'matrixdirectory owner', M: 'matrixdirectory member' };

export type Person = { id: number; token: string; rongToken: string; phone: string };

let sequence = 0;
/** A +7 mobile (national form) and an e-mail no other helper file of this run uses. */
export const freshPhone = () => `955${String(1_000_000 + (sequence++ % 9_000_000)).slice(-7)}`;
export const freshEmail = () => `matrix${process.pid}x${sequence++}@example.com`;
/** Each request from its own address, so per-IP limits of one cell never trip another. */
export const freshIp = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence++ & 255}`;
export const newKey = () => randomUUID();
const clientMsgId = () => randomUUID().replaceAll('-', '');

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

/**
 * A owns group G (M ordinary, D admin, O ordinary; all four A's friends), A's message, favourite, red packet, safe
 * transfer to M, top-up and upload; S is a stranger to all of them; staff is a platform administrator; agent answers
 * customer service.
 */
export async function buildFixtures(t: TestApp) {
  const { services } = t.app;
  let pictureBytes: Buffer | undefined;

  /** A signed-up user with a live session (tokens kept for the app and the socket). */
  async function person(
    options: { payPassword?: boolean; rub?: string; usd?: string; userName?: string } = {},
  ): Promise<Person> {
    const phone = freshPhone();
    const { userName } = options;
    const user = await services.users.createAccount({ areaCode: '+7', phone, password: PASSWORD, userName });
    const session = await services.sessions.start(user.id, { userAgent: 'matrix', ip: '127.0.0.1' });
    if (options.payPassword) await services.users.setPayPassword(user.id, PASSWORD, PAY_PASSWORD);
    if (options.rub) await fund(user.id, RUB, options.rub);
    if (options.usd) await fund(user.id, USD, options.usd);
    return { id: user.id, token: session.token, rongToken: session.rongToken, phone };
  }

  /** Money arriving from outside (top-up float → user), so the ledger stays balanced. */
  async function fund(userId: number, currencyId: number, amount: string) {
    const { ledger } = services.wallet;
    const [from, to] = [
      await ledger.platformAccount('topup_float', currencyId),
      await ledger.accountFor(userId, currencyId),
    ];
    await ledger.post({
      kind: 'test_funding',
      legs: [
        { account: from, amount: `-${amount}` },
        { account: to, amount },
      ],
    });
  }

  /** A new session replaces the person's tokens (a login ends his other sessions). */
  async function relogin(p: Person) {
    const session = await services.sessions.start(p.id, { userAgent: 'matrix', ip: '127.0.0.1' });
    p.token = session.token;
    p.rongToken = session.rongToken;
  }

  async function befriend(a: Person, b: Person) {
    const { request } = await services.friends.add(a.id, { userId: b.id });
    await services.friends.accept(b.id, request.requestId);
  }

  /** A fresh user who is `p`'s friend (groups may add friends directly). */
  async function friendOf(p: Person) {
    const friend = await person();
    await befriend(p, friend);
    return friend;
  }

  /** The person's own upload (a small picture), as its issued URL. */
  async function upload(p: Person) {
    pictureBytes ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const file = await services.files.upload(p.id, { data: pictureBytes, filename: 'doc.png', kind: 'file' });
    return file.url;
  }

  const [A, M, D, O, S, staff, agent] = [
    await person({ payPassword: true, rub: '100000', usd: '100', userName: DIRECTORY_NAMES.A }),
    await person({ payPassword: true, rub: '100000', usd: '100', userName: DIRECTORY_NAMES.M }),
    await person(),
    await person(),
    await person({ payPassword: true, rub: '100000', usd: '100' }),
    await person({ payPassword: true, rub: '100000', usd: '100' }),
    await person(),
  ];
  await services.users.setStaffRole(staff.id, StaffRole.platformAdmin);
  await services.users.setStaffRole(agent.id, StaffRole.customerService);
  for (const friend of [M, D, O]) await befriend(A, friend);

  /** A group like G: A owner, D admin, M and O ordinary members. */
  async function freshGroup() {
    const group = await services.groups.create(A.id, {
      groupName: 'Matrix group',
      memberIds: [M.id, D.id, O.id],
    });
    await services.groups.setAdmin(A.id, { groupId: group.groupId, userId: D.id }, true);
    return group.groupId;
  }

  /** A's active customer-service group (with the agent and M), made anew once the last one was cancelled. */
  async function freshModuleGroup() {
    const group = await services.groups.createModule(A.id, {
      groupName: 'Matrix support',
      memberIds: [agent.id, M.id],
      moduleType: 6,
      responsibleModule: 0,
    });
    return group.groupId;
  }

  /** A text from `sender` into a group (G unless named); answers its msgUid. */
  async function freshMessage(groupId: number, sender: Person = A, text = 'matrix message') {
    t.clock.advance(250);
    const message = await services.chat.send(sender.id, {
      conversationType: ConversationType.group,
      targetId: String(groupId),
      objectName: 'RC:TxtMsg',
      content: { content: text },
      clientMsgId: clientMsgId(),
    });
    return message.msgUid;
  }

  const G = await freshGroup();
  await services.groups.edit(A.id, { groupId: G, jyRemark: 'members-only notice' });
  const messageA = await freshMessage(G, A, 'matrix hello from A');
  await freshMessage(G, M, 'matrix hello from M');

  async function freshFavourite() {
    return (await services.chat.addFavourite(A.id, await freshMessage(G))).id;
  }

  /** A's red packet of 3 shares in a group (G unless named). */
  async function freshPacket(groupId: number = G) {
    const packet = await services.redPackets.send(
      A.id,
      {
        conversationType: ConversationType.group,
        targetId: String(groupId),
        currencyId: RUB,
        amount: '3',
        count: 3,
        split: 'even',
        greeting: '',
        payPassword: PAY_PASSWORD,
      },
      newKey(),
    );
    return packet.id;
  }

  /** A's safe transfer to M: frozen (703), or waiting for A to confirm M's document (706). */
  async function freshSafeTransfer(state: 'frozen' | 'confirming' = 'frozen') {
    const transfer = await services.transfers.create(
      A.id,
      { userId: M.id, currencyId: RUB, amount: '10', remark: '', safe: true, payPassword: PAY_PASSWORD },
      newKey(),
    );
    if (state === 'confirming')
      await services.safeTransfers.uploadDocument(M.id, {
        id: transfer.id,
        documentUrl: await upload(M),
        documentName: 'contract',
      });
    return transfer.id;
  }

  /** A's QR top-up, with his receipt handed in when asked. */
  async function freshTopUp(withProof = false) {
    const topUp = await services.topUps.create(A.id, { bankCode: 'sberbank', amount: '100' }, newKey());
    if (withProof) await services.topUps.submitProof(A.id, { id: topUp.id, proofUrl: await upload(A) });
    return topUp.id;
  }

  /** A pending friend request. */
  async function freshFriendRequest(from: Person, to: Person) {
    return (await services.friends.add(from.id, { userId: to.id })).request.requestId;
  }

  /** Sends a code to a phone (+7, national form) or e-mail through the public route, and reads it from the outbox. */
  async function codeFor(address: { phone: string } | { email: string }) {
    const body = 'phone' in address ? { phone: address.phone, areaCode: '+7' } : address;
    const url = 'phone' in address ? '/app/sms/send' : '/app/sms/sendMail';
    const sent = await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: freshIp() });
    if (sent.statusCode !== 200) throw new Error(`sending a code failed: ${sent.body}`);
    const to = 'phone' in address ? `+7${address.phone}` : address.email;
    const [entry] = await services.auth.outbox(to);
    if (!entry?.code) throw new Error(`no code in the outbox for ${to}`);
    return entry.code;
  }

  /** The person's phone as stored now (the phone-change cells move it). */
  async function phoneOf(p: Person) {
    return (await services.users.findById(p.id))!.phone!;
  }

  const safeTransferId = await freshSafeTransfer();
  const [flowA] = (await services.wallet.flows.list(A.id, { pageNum: 1, pageSize: 1, status: 0 })).rows;
  const fileUrl = await upload(A);
  const configKey = 'matrixKey';
  await services.system.addMissingConfig([{ key: configKey, value: '1', description: 'matrix' }]);

  return {
    A,
    M,
    D,
    O,
    S,
    staff,
    agent,
    G,
    messageA,
    favouriteA: await freshFavourite(),
    packetId: await freshPacket(),
    safeTransferId,
    flowIdA: flowA!.id,
    topUpId: await freshTopUp(),
    fileUrl,
    configKey,
    person,
    fund,
    relogin,
    befriend,
    friendOf,
    upload,
    freshGroup,
    freshModuleGroup,
    freshMessage,
    freshFavourite,
    freshPacket,
    freshSafeTransfer,
    freshTopUp,
    freshFriendRequest,
    codeFor,
    phoneOf,
  };
}
