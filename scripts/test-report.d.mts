// Types of the part of test-report.mjs the cluster test (cluster/report.ts) uses.
export function printTimings(dir: string, count?: number): void;
export function formatDuration(ms: number): string;
