/**
 * A lazily loaded screen's script could not be fetched (server restarted with a new build, network dropped).
 * Browsers word it differently: Chrome "Failed to fetch dynamically imported module", Safari "Importing a module
 * script failed", Firefox "error loading dynamically imported module"; Vite's preload helper "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
