import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { fullMetadata, phoneMetadataSubset } from '../../../scripts/phone-metadata.mjs';
import { normalizePhone } from './phone.ts';
import { phoneMetadata } from './phone-metadata.ts';

describe('phone numbers (+7 / +86 only, spec §5)', () => {
  it('keeps the cut-down metadata equal to the installed libphonenumber-js data (regenerate after an upgrade)', () => {
    expect(phoneMetadata).toEqual(phoneMetadataSubset(fullMetadata()));
  });

  it('judges +7 and +86 numbers exactly as the full metadata does', () => {
    const samples: [string, string][] = [
      ['+7', '9161234567'],
      ['+7', '(916) 123-45-67'],
      ['+7', '7012345678'],
      ['+7', '4951234567'],
      ['+7', '1234567890'],
      ['+7', '916123456'],
      ['+86', '13812345678'],
      ['+86', '1381234567'],
      ['+86', '1012345678'],
      ['+86', '01012345678'],
    ];
    for (const [areaCode, phone] of samples) {
      const full = parsePhoneNumberFromString(`${areaCode}${phone.replace(/[\s()-]/g, '')}`);
      const expected = full?.isValid() ? full.nationalNumber : null;
      expect(normalizePhone(areaCode as '+7' | '+86', phone), `${areaCode} ${phone}`).toBe(expected);
    }
    expect(normalizePhone('+7', '9161234567')).toBe('9161234567');
  });
});
