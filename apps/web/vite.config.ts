import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { APP_VERSION } from '@volna/contracts';
import type { CodeSplittingGroup, OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pwaPlugins } from './pwa.config.ts';

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

const source = (path: string) => resolve(import.meta.dirname, 'src', path);
/**
 * What a user can land on first (issue 19), each loaded as one file: the login page, and signed in, the services that
 * run on every signed-in page (messaging and its caches) with the chat list, a private chat or the wallet. Earlier
 * names win a shared module: a private chat loads the chat list's file for what it shares with it.
 */
const FIRST_SCREENS: Record<string, string> = {
  'signed-in': source('app/global/SignedInServices.tsx'),
  login: source('features/auth/pages/LoginPage.tsx'),
  'chat-list': source('features/chat/pages/ChatListPage.tsx'),
  conversation: source('features/chat/pages/ConversationPage.tsx'),
  wallet: source('features/wallet/pages/WalletHomePage.tsx'),
};
/**
 * What the first screens load on first use rather than with themselves: antd-mobile's overlays (issue 19). The helpers
 * they share with a page's file (ahooks, lodash's debounce, …) go to a small file of their own ("overlay-helpers"),
 * else a first toast or sheet would fetch the whole wallet or chat file for them.
 */
const ON_FIRST_USE = [source('shared/ui/lazy-antd.ts')];
/**
 * The first screens' popups that load when first opened, with the screen opening them: what they share with another
 * page's file goes with the helpers too (the chat's search would fetch the wallet's file for antd-mobile's list).
 */
const ON_FIRST_OPEN: Record<string, string> = {
  [source('features/chat/components/conversation/SearchPopup.tsx')]: 'conversation',
  [source('features/chat/components/conversation/MentionPicker.tsx')]: 'conversation',
  [source('features/wallet/components/FlowFilterPanel.tsx')]: 'wallet',
};
/**
 * The two sides a first load is on: signed out (the login page) or signed in (the signed-in services and one page).
 * What both sides need goes with the shell ("startup"); the login page never loads a signed-in file, nor the other way.
 */
/** The screens whose file others load for what they share with them (the rest share a file of their own). */
const SHELL_SCREENS = ['signed-in', 'login', 'chat-list'];
const FIRST_LOAD_SIDES: string[][] = [['login'], ['signed-in', 'chat-list', 'conversation', 'wallet']];
// CHUNK_PLAN_FILE lets a private build (another outDir) keep its plan apart from the shared tree's.
const PLAN_FILE = resolve(
  process.env.CHUNK_PLAN_FILE ?? resolve(import.meta.dirname, 'node_modules/.cache/first-screen-chunks.json'),
);
type ChunkPlan = Record<string, string[]>;

/** Every module of the chunk and of the chunks it imports statically (what loads with it, before anything lazy). */
function loadedWith(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  const modules = new Set<string>();
  const visit = (file: string) => {
    const part = bundle[file];
    if (seen.has(file) || part?.type !== 'chunk') return;
    seen.add(file);
    for (const id of part.moduleIds) modules.add(id);
    for (const imported of part.imports) visit(imported);
  };
  visit(chunk.fileName);
  return modules;
}

/**
 * Left to itself the bundler splits what the first screen needs into ~75 bits, each shared with some lazy page, and
 * the login page made 150 requests. So the build runs twice: the plan pass (`--mode chunk-plan`, default chunking,
 * nothing written) notes which modules the entry and each first screen load; the real build puts each of those sets
 * in one file ("startup", then one per first screen). Without a plan (the dev server), chunking stays default.
 */
function firstScreenChunks(planning: boolean): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const plugin: Plugin = {
    name: 'volna-first-screen-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!planning) return;
      const chunks = Object.values(bundle).filter((part) => part.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('chunk plan: no entry chunk');
      const seen = new Set<string>();
      const startup = loadedWith(bundle, entry, seen);
      const screens = Object.entries(FIRST_SCREENS).map(([name, page]) => {
        const screen = chunks.find((chunk) => chunk.moduleIds.includes(page));
        if (!screen) throw new Error(`chunk plan: ${page} is not a lazy page`);
        return [name, loadedWith(bundle, screen, new Set(seen))] as const;
      });
      // What both sides need loads with the shell: one file fewer for each, nothing loaded twice, and the login page
      // never loads the signed-in files (nor the other way round).
      const loads = FIRST_LOAD_SIDES.map(
        (names) =>
          new Set(screens.filter(([name]) => names.includes(name)).flatMap(([, modules]) => [...modules])),
      );
      for (const [index, load] of loads.entries())
        for (const id of load) if (loads.some((other, at) => at !== index && other.has(id))) startup.add(id);
      // Each other module goes to the first of the shell's own files (the signed-in services, the login page, the chat
      // list) that needs it, else to the overlays' helpers if they need it, else to the one page that needs it, else to
      // a file the pages needing it share.
      const plan: ChunkPlan = { startup: [...startup] };
      const shells = new Set(SHELL_SCREENS);
      const loadedOnDemand = (modules: string[]) =>
        new Set(
          modules.flatMap((module) => {
            const chunk = chunks.find((part) => part.moduleIds.includes(module));
            if (!chunk) throw new Error(`chunk plan: ${module} is not loaded on demand`);
            return [...loadedWith(bundle, chunk, new Set(seen))];
          }),
        );
      const onFirstUse = loadedOnDemand(ON_FIRST_USE);
      const onFirstOpen = Object.entries(ON_FIRST_OPEN).map(
        ([popup, screen]) => [screen, loadedOnDemand([popup])] as const,
      );
      const forOverlays = (id: string, name: string) =>
        onFirstUse.has(id) || onFirstOpen.some(([screen, modules]) => screen !== name && modules.has(id));
      const helpers: string[] = [];
      for (const [name, modules] of screens) {
        for (const id of modules) {
          if (startup.has(id)) continue;
          const needing = screens.filter(([, others]) => others.has(id)).map(([other]) => other);
          if (needing[0] !== name) continue;
          if (!shells.has(name) && forOverlays(id, name)) {
            helpers.push(id);
            continue;
          }
          // What the chat list shares with a chat or the wallet goes with the signed-in services, which load with each
          // of them: opening a chat then fetches none of the list's own code (issue 29).
          const file =
            name === 'chat-list' && needing.length > 1
              ? 'signed-in'
              : shells.has(name) || needing.length === 1
                ? name
                : 'pages-shared';
          const list = plan[file] ?? [];
          list.push(id);
          plan[file] = list;
        }
      }
      if (helpers.length > 0) plan['overlay-helpers'] = helpers;
      // The overlays themselves in one file: a first use fetches it (not ~25 small ones), and every lazy page's list of
      // files to preload, which the startup file carries, names one file for them.
      const planned = new Set(Object.values(plan).flat());
      plan.overlays = [...onFirstUse].filter((id) => !planned.has(id));
      mkdirSync(dirname(PLAN_FILE), { recursive: true });
      writeFileSync(PLAN_FILE, JSON.stringify(plan));
    },
  };
  if (planning || !existsSync(PLAN_FILE)) return { plugin, groups: [] };
  const plan = JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as ChunkPlan;
  const groups = Object.entries(plan).map(([name, modules], index) => {
    const members = new Set(modules);
    // Earlier sets win a module both name (the shell's modules stay in "startup").
    return {
      name,
      test: (id: string) => members.has(id),
      priority: 100 - index,
      // The plan already lists everything each file needs; following imports would drag in whole libraries
      // through their index files (antd-mobile's names every component).
      includeDependenciesRecursively: false,
    };
  });
  // React and React DOM in a file of their own, first: it changes only when React does, so a new release of the app
  // leaves it cached (issue 29).
  const react: CodeSplittingGroup = {
    name: 'react',
    test: /\/node_modules\/(react|react-dom|scheduler)\//,
    priority: 200,
  };
  return { plugin, groups: [react, ...groups] };
}

/**
 * Marks zod's builder calls (`z.object(...)`, `z.string()`, …) pure in the files that import zod, so a first screen that
 * reads one constant of a contract file does not keep every schema beside it. Scoped to those files, unlike rolldown's
 * `treeshake.manualPureFunctions: ['z']`, which marks every function named `z` anywhere pure, including minified
 * library internals.
 */
function zodCallsPure(): Plugin {
  const builderCall = /(?<![\w.$])z\.(?=\w+\()/g;
  return {
    name: 'volna-zod-calls-pure',
    enforce: 'pre',
    transform: {
      filter: { id: /\/(packages\/contracts|apps\/web)\/src\/.*\.tsx?$/, code: "from 'zod'" },
      handler: (code) => ({ code: code.replace(builderCall, '/* @__PURE__ */ z.'), map: null }),
    },
  };
}

export default defineConfig(({ mode }) => {
  const planning = mode === 'chunk-plan';
  const chunks = firstScreenChunks(planning);
  return {
    base: '/h5/',
    // .br and .gz beside each asset: the server sends them as they are (no compression work per request).
    plugins: [
      zodCallsPure(),
      versionFile(),
      chunks.plugin,
      ...(planning ? [] : [compression({ logLevel: 'silent' })]),
      // The installable app: manifests and the service worker (issue 35).
      ...(planning ? [] : pwaPlugins()),
    ],
    define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
    resolve: {
      alias: [{ find: /^rc-util\/lib\/React\/render$/, replacement: source('shared/ui/antd-render.ts') }],
    },
    build: {
      target: 'es2022',
      write: !planning,
      minify: !planning,
      sourcemap: process.env.SOURCEMAP === '1',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: { codeSplitting: { groups: chunks.groups } },
        // The plan pass reads which modules each first screen loads from the files default chunking makes; merged
        // files would mix in modules loaded only on demand (the login page's picker, the toast), so it merges none.
        ...(planning ? { experimental: { chunkOptimization: false } } : {}),
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
  };
});
