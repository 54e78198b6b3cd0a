import { AREA_CODES, type AreaCode } from '@volna/contracts';

/**
 * One "phone or e-mail" field becomes the password login's body: an @ makes it an e-mail, else a phone number. A
 * number typed with its country code ("+7 903…", as the demo list writes it) wins over the chosen one.
 */
export function loginBody(account: string, areaCode: AreaCode, password: string) {
  const value = account.trim();
  if (value.includes('@')) return { email: value, password, agreeTerms: true as const };
  const digits = value.replace(/[\s()-]/g, '');
  // The longest code first, so "+86…" is never read as a "+8" prefix.
  const typed = [...AREA_CODES].sort((a, b) => b.length - a.length).find((code) => digits.startsWith(code));
  return typed
    ? { phone: digits.slice(typed.length), areaCode: typed, password, agreeTerms: true as const }
    : { phone: digits, areaCode, password, agreeTerms: true as const };
}
