import {
  isSystemConfigKey,
  SYSTEM_CONFIG_KEY_LIST,
  SYSTEM_CONFIG_KEYS,
  type SystemConfigItemVo,
  type SystemConfigKey,
  type SystemConfigUpdateBody,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { systemRepository } from '../system/system.repository.ts';
import type { AuditService } from './audit.service.ts';

type StoredRow = { value: string; updatedAt: Date } | undefined;

const present = (key: SystemConfigKey, row: StoredRow): SystemConfigItemVo => {
  const { defaultValue, kind, description } = SYSTEM_CONFIG_KEYS[key];
  return {
    key,
    value: row?.value ?? defaultValue,
    defaultValue,
    isDefault: !row,
    kind,
    description,
    updateTime: row?.updatedAt.toISOString() ?? null,
  };
};

/**
 * Staff edit of the platform settings (issue 11): only keys of the registry (`SYSTEM_CONFIG_KEYS`), each value
 * checked by its key's schema before anything is stored; the row, locked, and its audit line commit together. The
 * app's read route reads the table, so the new value is served at once.
 */
export function createSystemConfigAdmin({ database, clock }: AppDeps, { audit }: { audit: AuditService }) {
  const { db } = database;
  return {
    async list(): Promise<SystemConfigItemVo[]> {
      const rows = new Map(
        (await systemRepository.configRows(db, SYSTEM_CONFIG_KEY_LIST)).map((r) => [r.key, r] as const),
      );
      return SYSTEM_CONFIG_KEY_LIST.map((key) => present(key, rows.get(key)));
    },

    async update(staffId: number, body: SystemConfigUpdateBody): Promise<SystemConfigItemVo> {
      const { key } = body;
      if (!isSystemConfigKey(key)) return fail('configKeyMissing');
      const entry = SYSTEM_CONFIG_KEYS[key];
      // JSON keeps its own layout; every other kind is one trimmed line of text.
      const value = entry.kind === 'json' ? body.value : body.value.trim();
      if (!entry.schema.safeParse(value).success) fail('configValueInvalid', { key });
      return db.transaction(async (tx) => {
        const before = await systemRepository.lockConfig(tx, key);
        if (before?.value === value) return present(key, before);
        const stored = await systemRepository.putConfig(
          tx,
          { key, value, description: entry.description },
          clock.now(),
        );
        await audit.record(tx, {
          staffId,
          action: 'config.update',
          objectType: 'config',
          objectId: key,
          before: { value: before?.value ?? null, isDefault: !before },
          after: { value },
        });
        return present(key, stored);
      });
    },
  };
}

export type SystemConfigAdmin = ReturnType<typeof createSystemConfigAdmin>;
