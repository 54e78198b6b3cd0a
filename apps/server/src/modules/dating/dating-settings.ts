import {
  CurrencyId,
  DATING_BOND_AMOUNT_KEY,
  DATING_BOND_CURRENCY_KEY,
  DATING_FEE_RATE_KEY,
} from '@volna/contracts';
import type { SystemService } from '../system/system.service.ts';

/** The deposit and the platform fee, as staff set them in the system config (defaults in system-config.ts). */
export function datingSettings(system: SystemService) {
  return {
    async bond() {
      const amount = await system.setting(DATING_BOND_AMOUNT_KEY);
      const currencyCode = await system.setting(DATING_BOND_CURRENCY_KEY);
      return { amount, currencyCode, currencyId: CurrencyId[currencyCode] as number };
    },
    feeRate: () => system.setting(DATING_FEE_RATE_KEY),
  };
}
export type DatingSettings = ReturnType<typeof datingSettings>;
