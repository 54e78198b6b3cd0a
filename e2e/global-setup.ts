import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { artifactsDir, launchBrowserServer, startServer } from './harness.ts';

// The e2e project's globalSetup: one server and one Chromium for the whole run (issue 18), started once instead of
// once per file. Files reach them with sharedServer() and launchBrowser() (harness.ts); each test signs up people of
// its own (world.ts), so files can run side by side.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's address. */
    e2eServerUrl?: string;
    /** Where the shared server's output goes (a file's server.output() reads it). */
    e2eServerLog?: string;
    /** Playwright's endpoint of the shared Chromium. */
    e2eBrowserEndpoint?: string;
  }
}

export default async function setup(project: TestProject) {
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = join(artifactsDir, 'e2e-server.log');
  rmSync(logFile, { force: true });
  const server = await startServer({ logFile });
  const browser = await launchBrowserServer().catch(async (error) => {
    await server.stop();
    throw error;
  });
  project.provide('e2eServerUrl', server.baseUrl);
  project.provide('e2eServerLog', logFile);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
