import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { AreaCode } from './enums.ts';
import { phoneMetadata } from './phone-metadata.ts';

const countriesByAreaCode: Record<AreaCode, readonly string[]> = { '+7': ['RU', 'KZ'], '+86': ['CN'] };

/** The national number of a valid +7 or +86 phone, or null when it is not one (spec §5). */
export function normalizePhone(areaCode: AreaCode, phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^\d{5,15}$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(`${areaCode}${digits}`, phoneMetadata);
  if (!parsed?.isValid() || !parsed.country || !countriesByAreaCode[areaCode].includes(parsed.country))
    return null;
  return parsed.nationalNumber;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
