/** A card or account number in groups of four ('2200700123456789' → '2200 7001 2345 6789'), as printed on a card. */
export function groupDigits(value: string, size = 4): string {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return value;
  return digits.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), '$1\u00a0');
}
