import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The installable app (issue 35): a web app manifest per language and the service worker (vite-plugin-pwa's
// injectManifest: Workbox precaches the build, the worker's own code handles push). Kept apart from vite.config.ts,
// which only adds these plugins.

const LANGUAGES = ['ru', 'zh', 'en', 'ja'] as const;
type Lang = (typeof LANGUAGES)[number];

const NAMES: Record<Lang, { name: string; short_name: string; description: string }> = {
  ru: {
    name: 'Волна — мессенджер и сервисы',
    short_name: 'Волна',
    description: 'Чаты и звонки, знакомства, кошелёк, обмен валюты, опросы и объявления',
  },
  zh: {
    name: 'Volna 聊天与服务',
    short_name: 'Volna',
    description: '聊天与通话、交友、钱包、货币兑换、问卷和分类信息',
  },
  en: {
    name: 'Volna — messenger and services',
    short_name: 'Volna',
    description: 'Chats and calls, dating, a wallet, currency exchange, surveys and classifieds',
  },
  ja: {
    name: 'Volna メッセンジャー＆サービス',
    short_name: 'Volna',
    description: 'チャットと通話、出会い、ウォレット、両替、アンケート、掲示板',
  },
};

const localized = (field: keyof (typeof NAMES)['ru']) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, { value: NAMES[lang][field], lang, dir: 'ltr' }]));

/**
 * One manifest per language, all the same app (`id`): its own words in `name`, `short_name`, `description` and `lang`,
 * and every language's in the `*_localized` members where a browser reads them. The page links the one of its
 * language (app/global/manifest-link.ts); Russian is the default in index.html.
 */
function manifestFor(lang: Lang) {
  return {
    id: '/h5/',
    start_url: '/h5/',
    scope: '/h5/',
    display: 'standalone',
    orientation: 'portrait',
    lang,
    dir: 'ltr',
    ...NAMES[lang],
    name_localized: localized('name'),
    short_name_localized: localized('short_name'),
    description_localized: localized('description'),
    theme_color: '#1677ff',
    background_color: '#f5f5f5',
    categories: ['social', 'finance'],
    icons: [
      { src: '/h5/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/h5/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/h5/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** manifest-<lang>.webmanifest for each language. */
function manifests(): Plugin {
  return {
    name: 'volna-manifests',
    generateBundle() {
      for (const lang of LANGUAGES)
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${lang}.webmanifest`,
          source: JSON.stringify(manifestFor(lang)),
        });
    },
  };
}

/** The manifests and the service worker (`/h5/sw.js`, registered by the app once its first screen is up). */
export function pwaPlugins(): Plugin[] {
  return [
    manifests(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell, every page's code and strings, the icons; never the version file (the version prompt reads it
        // from the network) nor the .br/.gz copies the server sends in their place.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['static/**', '**/*.br', '**/*.gz', 'sw.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ];
}
