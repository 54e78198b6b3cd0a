// Preloaded into a bench server (with --expose-gc): on SIGUSR2 it collects garbage and writes process.memoryUsage()
// to MEMORY_PROBE_FILE, so the bench reads live memory rather than what the collector has not reclaimed yet.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
