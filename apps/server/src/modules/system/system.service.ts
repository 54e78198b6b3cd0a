import {
  APP_VERSION,
  PAGE_VISIT_DEDUP_MS,
  type PageVisitBody,
  SYSTEM_CONFIG_KEYS,
  type SystemConfigKey,
  type SystemConfigValue,
  GUEST_VISITS_PER_MINUTE,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { addressSubject, createRateLimiter, type RateLimit } from '../../http/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import type { MapSettings } from '@volna/contracts';
import type { ClientHeaders } from '../../http/client-headers.ts';
import { fail } from '../../http/errors.ts';
import { systemRepository } from './system.repository.ts';

/** Settings the app update prompt reads; the versionName comes from the build unless staff override it. */
export const AppUpdateKey = {
  versionName: 'app.versionName',
  versionCode: 'app.versionCode',
  forceUpdate: 'app.forceUpdate',
  downloadUrl: 'app.update.downloadUrl',
  description: 'app.update.description',
} as const;

/** 1.2.6 → 10206: a number that grows with every release, for shells that compare numbers. */
export const versionCodeOf = (versionName: string) => {
  const [major = 0, minor = 0, patch = 0] = versionName
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
  return major * 10_000 + minor * 100 + patch;
};

const DEFAULT_DOWNLOAD_URL = '/h5/';

export type VisitClient = ClientHeaders & { userId: number | null; ip: string };

const guestVisitsPerAddress: RateLimit = {
  rule: 'guest-visit',
  limit: GUEST_VISITS_PER_MINUTE,
  windowSeconds: 60,
};

export function createSystemService({ database, clock, config }: AppDeps) {
  const { db } = database;
  const limiter = createRateLimiter({ database, clock });
  return {
    /** Where the web app's map tiles and address search come from; null each when not configured. */
    mapSettings(): MapSettings {
      return { tilesUrl: config.maps.tilesUrl ?? null, geocoderUrl: config.maps.geocoderUrl ?? null };
    },
    async health() {
      const dbOk = await systemRepository.ping(db).then(
        () => true,
        () => false,
      );
      // Uptime is the process's own, not the business clock tests move.
      return { status: 'ok' as const, db: dbOk, uptimeSeconds: Math.round(process.uptime()) };
    },

    /** A setting's value; undefined when nobody configured it. */
    configValue: (key: string) => systemRepository.configValue(db, key),

    /**
     * A registered setting, typed by its schema in `SYSTEM_CONFIG_KEYS`; the default when the row is missing or no
     * longer passes the schema (a value stored before the rule existed), so a reader never gets a value it cannot use.
     */
    async setting<K extends SystemConfigKey>(key: K, tx: Db = db): Promise<SystemConfigValue<K>> {
      const { schema, defaultValue } = SYSTEM_CONFIG_KEYS[key];
      const stored = await systemRepository.configValue(tx, key);
      const parsed = stored === undefined ? undefined : schema.safeParse(stored);
      return (parsed?.success ? parsed.data : schema.parse(defaultValue)) as SystemConfigValue<K>;
    },

    async configValueOrFail(key: string) {
      return (await systemRepository.configValue(db, key)) ?? fail('configKeyMissing');
    },

    /** Seeds settings that are not there yet (idempotent; an operator's values win). */
    async addMissingConfig(rows: { key: string; value: string; description: string }[]) {
      await systemRepository.addMissingConfig(db, rows, clock.now());
    },

    async appUpdateInfo() {
      const values = await systemRepository.configValues(db, Object.values(AppUpdateKey));
      const versionName = values.get(AppUpdateKey.versionName) || APP_VERSION;
      const versionCode = Number.parseInt(values.get(AppUpdateKey.versionCode) ?? '', 10);
      return {
        versionName,
        versionCode: Number.isSafeInteger(versionCode) ? versionCode : versionCodeOf(versionName),
        forceUpdate: ['1', 'true'].includes(values.get(AppUpdateKey.forceUpdate)?.trim().toLowerCase() ?? ''),
        downloadUrl: values.get(AppUpdateKey.downloadUrl) || DEFAULT_DOWNLOAD_URL,
        description: values.get(AppUpdateKey.description) ?? '',
      };
    },

    /**
     * Records a page visit with the statistics headers. A repeat by the same visitor (user, or a guest's device)
     * of the same page within PAGE_VISIT_DEDUP_MS is stored once, even when both requests race on two instances.
     * Answers whether this call stored a row.
     */
    async recordVisit(body: PageVisitBody, client: VisitClient) {
      // A guest's visit is anyone's to forge: a bounded number per address, and the charts count guests apart.
      if (client.userId === null) await limiter.hit(guestVisitsPerAddress, addressSubject(client.ip));
      const now = clock.now();
      const row = {
        userId: client.userId,
        deviceId: body.deviceId || null,
        deviceModel: body.deviceModel || null,
        deviceType: body.deviceType || null,
        platform: body.platform || null,
        systemName: body.systemName || null,
        osName: body.osName || null,
        pageName: body.pageName,
        pageType: body.pageType || null,
        entryTime: body.entryTime != null ? new Date(body.entryTime) : null,
        leaveTime: body.leaveTime != null ? new Date(body.leaveTime) : null,
        module: client.module,
        reception: client.reception,
        appVersion: client.version,
        createdAt: now,
      };
      const visitor = row.userId != null ? `u:${row.userId}` : row.deviceId ? `d:${row.deviceId}` : undefined;
      // A guest with no device id cannot be told apart from another guest: every visit of his counts.
      if (!visitor) {
        await systemRepository.insertVisit(db, row);
        return true;
      }
      const since = new Date(now.getTime() - PAGE_VISIT_DEDUP_MS);
      return db.transaction(async (tx) => {
        await systemRepository.lockVisitor(tx, `page-visit:${visitor}:${row.pageName}`);
        if (await systemRepository.recentVisit(tx, row, since)) return false;
        await systemRepository.insertVisit(tx, row);
        return true;
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
