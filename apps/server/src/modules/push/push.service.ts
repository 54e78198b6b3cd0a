import {
  type NotificationSettingsVo,
  PUSH_SUBSCRIPTIONS_PER_USER_MAX,
  type PushSubscriptionBody,
  type UpdateNotificationSettingsBody,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { settingsOfRow } from './push-settings.ts';
import type { PushTransport } from './push-transport.ts';
import { pushRepository as repo } from './push.repository.ts';

/** Browsers' subscriptions per device and the account's notification settings (issue 35). */
export function createPushService({ database, config, clock }: AppDeps, transport: PushTransport) {
  const { db } = database;

  return {
    publicKey: () => ({ publicKey: config.vapid.publicKey }),

    /**
     * This device's subscription, for the session that made it (a new login on the device takes it over). The
     * account's subscriptions from ended sessions go (only one login lives at a time), and past
     * PUSH_SUBSCRIPTIONS_PER_USER_MAX the oldest ones.
     */
    async subscribe(userId: number, sessionId: string, body: PushSubscriptionBody) {
      if (!transport.acceptable(body.endpoint)) fail('pushEndpointRefused');
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        await repo.upsert(tx, {
          userId,
          sessionId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          createdAt: clock.now(),
        });
        await repo.removeOtherSessions(tx, userId, sessionId);
        await repo.trim(tx, userId, PUSH_SUBSCRIPTIONS_PER_USER_MAX);
      });
      return null;
    },

    /** Only one's own: another account's endpoint answers as if it were not there. */
    async unsubscribe(userId: number, endpoint: string) {
      await repo.remove(db, userId, endpoint);
      return null;
    },

    /** How many devices of the account get pushes (Settings shows it). */
    async deviceCount(userId: number) {
      return (await repo.ofUser(db, userId)).length;
    },

    async settings(userId: number): Promise<NotificationSettingsVo> {
      const [row] = await repo.settingsOf(db, [userId]);
      return settingsOfRow(row);
    },

    async updateSettings(
      userId: number,
      body: UpdateNotificationSettingsBody,
    ): Promise<NotificationSettingsVo> {
      const [row] = await repo.settingsOf(db, [userId]);
      const next = { ...settingsOfRow(row), ...body };
      return settingsOfRow(await repo.saveSettings(db, { userId, ...next, updatedAt: clock.now() }));
    },

    async settingsOf(userIds: number[]) {
      const rows = await repo.settingsOf(db, userIds);
      const byUser = new Map(rows.map((r) => [r.userId, r]));
      return new Map(userIds.map((id) => [id, settingsOfRow(byUser.get(id))]));
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
