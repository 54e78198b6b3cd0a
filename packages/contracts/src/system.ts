import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/** Page-visit statistics of spec §3; module and reception headers are recorded beside them. */
export const pageVisitBody = z.object({
  deviceId: text(128).optional(),
  deviceModel: text(128).optional(),
  deviceType: text(64).optional(),
  platform: text(64).optional(),
  systemName: text(64).optional(),
  osName: text(64).optional(),
  pageName: text(256).min(1),
  pageType: text(64).optional(),
  entryTime: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
  leaveTime: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
});
export type PageVisitBody = z.infer<typeof pageVisitBody>;

export const appUpdateInfo = z.object({
  versionName: z.string(),
  versionCode: z.number().int(),
  forceUpdate: z.boolean(),
  downloadUrl: z.string(),
  description: z.string(),
});

export const configKeyParams = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[\w.-]+$/),
});

export const versionFile = z.object({ versionName: z.string(), buildTime: z.string() });

export const healthResult = z.object({ status: z.literal('ok'), db: z.boolean(), uptimeSeconds: z.number() });

/** GET /health/live: the process answers (a load balancer or supervisor restarts one that does not). */
export const liveResult = z.object({ status: z.literal('live'), uptimeSeconds: z.number() });

/**
 * GET /health/ready: whether this instance should get traffic: its database answers with every committed migration
 * applied, its bus is connected and it is not draining. 200 when ready, else 503 with the same fields.
 */
export const readyResult = z.object({
  ready: z.boolean(),
  db: z.boolean(),
  migrations: z.boolean(),
  bus: z.boolean(),
  draining: z.boolean(),
});
export type ReadyResult = z.infer<typeof readyResult>;
