// Numbers as people of each language read them, for the web's formatters and the server's notices alike (issue 30:
// one formatter for money in every language). Decimal strings only: no amount passes through a JS number here.

type Marks = { group: string; decimal: string };
const marksCache = new Map<string, Marks>();

/** The language's digit-group and decimal marks, read from Intl once per language. */
function marksFor(locale: string): Marks {
  const cached = marksCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const found = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  marksCache.set(locale, found);
  return found;
}

/** A plain '1234567.89' with the language's group and decimal marks ('1 234 567,89' in ru); ',' and '.' without one. */
export function withNumberMarks(fixed: string, locale?: string) {
  const [whole = '0', fraction] = fixed.split('.');
  const { group, decimal } = locale ? marksFor(locale) : { group: ',', decimal: '.' };
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${grouped}${fraction ? decimal + fraction : ''}`;
}

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A ledger amount ('1500.5000') as the language writes it, with the usual 2 decimals and more only when it has them
 * ('1 500,50 RUB' in ru), the currency after a no-break space. Text that is not a decimal comes back as it is.
 */
export function formatAmountText(amount: string, locale: string, currency?: string) {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  const number = `${sign}${withNumberMarks(`${whole.replace(/^0+(?=\d)/, '')}.${kept}`, locale)}`;
  return currency ? `${number}\u00a0${currency}` : number;
}
