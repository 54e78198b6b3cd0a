/** A setting the server refuses to start with; main.ts prints its message alone (no stack) and exits with 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
