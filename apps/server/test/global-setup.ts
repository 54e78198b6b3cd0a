import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, ensurePgliteImage } from './database-image.ts';

// The server project's globalSetup: the migrated database image its files copy (freshDatabase in harness.ts), made
// once per run before any file starts.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory (a .tar under .tmp/test-db). */
    pgliteImage?: string;
    /** A migrated database on DATABASE_URL's server, the template of each file's database. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgliteImage', await ensurePgliteImage());
    return;
  }
  const template = await createPostgresTemplate(url);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
