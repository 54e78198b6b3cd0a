import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests may not sleep on the wall clock for more than 2 s (issue 18): every project runs this first.
const noLongWaits = 'apps/server/test/no-long-waits.ts';
const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());
// Vitest's default leaves one core free (one worker on a 2-core machine): the API files run two at a time instead,
// which took the server suite from 9 to 6 minutes on the 2-core CI machine.
const workers = Math.min(2, availableParallelism());

/** The server project's common settings (API through the real HTTP stack, one database copy per file). */
const server = {
  include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // DEV_TOOLS: the /dev helpers that make staff and money, which tests use (never in production).
  env: { NODE_ENV: 'test', DEV_TOOLS: '1' },
  // One migrated database image per run, copied by each file's freshDatabase() (apps/server/test/harness.ts).
  globalSetup: ['apps/server/test/global-setup.ts'],
  setupFiles: [noLongWaits],
} as const;
const isolatedServerFiles = ['apps/server/test/authorization-matrix.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noLongWaits],
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: isolatedServerFiles,
          // One process per worker for every file: the server's modules are imported once per worker, not once per
          // file (≈1–2 s a file). Each file still builds its own app on its own database copy, bus and clock.
          isolate: false,
        },
      },
      {
        // Files that need modules of their own: the authorization matrix mocks fastify to see every route.
        test: { ...server, name: 'server-isolated', include: isolatedServerFiles },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'packages/captcha/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noLongWaits],
        },
      },
      {
        // Checks of the repository itself (the import-cycle walk).
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noLongWaits],
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noLongWaits],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll waits for what the page shows; 1 s (vitest's default) is short for an image decode on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          // One server and one Chromium for the run (e2e/global-setup.ts); files run two at a time where there are
          // two cores for it (E2E_WORKERS overrides).
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: [noLongWaits],
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
        },
      },
    ],
  },
});
