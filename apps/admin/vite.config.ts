import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/admin/',
  // .br and .gz beside each asset, sent as they are by the server.
  plugins: [compression({ logLevel: 'silent' })],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // TanStack Query marks modules "use client" for React Server Components; meaningless in this client-only app.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/admin/api': 'http://localhost:8080',
      '/app': 'http://localhost:8080',
      '/captchaImage': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
    },
  },
});
