import { type AreaCode, normalizePhone } from '@volna/contracts';
import { fail } from '../../http/errors.ts';

// A code is bound to the address it was sent to: `+7` + national number, or the lowercased e-mail.

export function phoneTarget(areaCode: AreaCode, phone: string): string {
  const national = normalizePhone(areaCode, phone);
  return national ? `${areaCode}${national}` : fail('phoneFormat');
}

export const emailTarget = (email: string) => email.trim().toLowerCase();

/** The outbox address a developer typed: `+79161234567`, `79161234567` (a `+` lost in a query) or an e-mail. */
export function outboxAddress(to: string): string {
  const text = to.trim();
  if (text.includes('@')) return emailTarget(text);
  return `+${text.replace(/[^\d]/g, '')}`;
}
