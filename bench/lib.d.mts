// Types of the parts of lib.mjs the TypeScript bench scripts (bench/ledger.ts, bench/search.ts) use.
export const root: string;
export function freshPostgres(
  url: string,
): Promise<{ url: string; label: string; drop: () => Promise<void> }>;
export function machine(): Record<string, unknown>;
export function quantile(sorted: number[], q: number): number | null;
export function tempDir(prefix: string): string;
export function startVolna(
  label: string,
  databaseUrl: string,
  options?: { nodeArgs?: string[]; env?: Record<string, string> },
): Promise<{ api: string; port: number; pid: number; stop: () => Promise<void> }>;
export function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
): Promise<unknown>;
export function writeResultsSection(heading: string, section: string, beforeHeading: string): void;
export const serverRequire: NodeJS.Require;
export function sleep(ms: number): Promise<void>;
export function freePort(): Promise<number>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): import('node:child_process').ChildProcess;
export function stop(child: import('node:child_process').ChildProcess): Promise<void>;
