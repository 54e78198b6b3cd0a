import { isSystemConfigKey, SYSTEM_CONFIG_KEYS } from '@volna/contracts';

/**
 * Whether a value would be accepted for the key: the same schema the server stores it through
 * (packages/contracts/src/system-config.ts), so the console says "invalid" before sending. A key this console does
 * not know yet is left to the server.
 */
export function configValueValid(key: string, value: string): boolean {
  if (!isSystemConfigKey(key)) return true;
  return SYSTEM_CONFIG_KEYS[key].schema.safeParse(value).success;
}
