// Types of bench/reads-raw.mjs for bench/reads.ts.
export const statements: Record<string, [string, unknown[]]>;
