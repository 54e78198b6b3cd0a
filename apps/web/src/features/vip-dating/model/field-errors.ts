import type { z } from 'zod';

/** The first issue's field of each invalid field, from the contracts' own schema: the form checks what the server will. */
export function invalidFields(error: z.ZodError | undefined): Set<string> {
  return new Set((error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')));
}
