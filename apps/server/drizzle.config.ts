import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/modules/*/*.tables.ts',
    './apps/server/src/storage/*.tables.ts',
    './apps/server/src/realtime/*.tables.ts',
    './apps/server/src/jobs/*.tables.ts',
  ],
  out: './apps/server/src/db/migrations',
});
