import { z } from 'zod';

// Web Push (issue 35): the browser's subscription per device and the account's notification settings.

// Base64url of the browser's keys: an uncompressed P-256 point (65 bytes, first byte 4, so 'B…') and a 16-byte secret.
const p256dh = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/);
const authSecret = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/);

/** What `PushSubscription.toJSON()` gives: the push service's address and the browser's keys. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s/@]+(\/\S*)?$/),
  expirationTime: z.number().int().nullable().optional(),
  keys: z.object({ p256dh, auth: authSecret }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeQuery = z.object({ endpoint: pushSubscriptionBody.shape.endpoint });

export const vapidPublicKeyVo = z.object({ publicKey: z.string() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'HH:MM' });
const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'an IANA time zone' },
  );

/**
 * The account's notification settings: each kind on or off, whether a notification may show the message's words
 * (`hidePreview`: "New message" instead), and do-not-disturb hours (from–to in `timeZone`, may pass midnight).
 */
export const notificationSettingsVo = z.object({
  messages: z.boolean(),
  mentions: z.boolean(),
  calls: z.boolean(),
  orders: z.boolean(),
  hidePreview: z.boolean(),
  doNotDisturb: z.boolean(),
  doNotDisturbFrom: clockTime,
  doNotDisturbTo: clockTime,
  timeZone,
});
export type NotificationSettingsVo = z.infer<typeof notificationSettingsVo>;

export const updateNotificationSettingsBody = notificationSettingsVo.partial().strict();
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBody>;
