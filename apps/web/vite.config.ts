import { APP_VERSION } from '@volna/contracts';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Emits static/version.json (no-cache on the server); the app compares its versionName to offer a refresh. */
function versionFile(): Plugin {
  return {
    name: 'volna-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'static/version.json',
        source: JSON.stringify({ versionName: APP_VERSION, buildTime: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig({
  base: '/h5/',
  // .br and .gz beside each asset: the server sends them as they are (no compression work per request).
  plugins: [versionFile(), compression({ logLevel: 'silent' })],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // TanStack Query marks modules "use client" for React Server Components; meaningless in this client-only app.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/app': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/captchaImage': 'http://localhost:8080',
      '/im': 'http://localhost:8080',
    },
  },
});
