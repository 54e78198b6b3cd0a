/** The SQLSTATE of a database error, looking through driver and drizzle wrappers; else undefined. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a unique violation (SQLSTATE 23505) hit, looking through driver and drizzle wrappers; else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Class 22 (data exception: NUL byte in text, bad encoding, value out of range, text too long) is caused by what
 * the client sent, so it is bad input, never a server error.
 */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;
