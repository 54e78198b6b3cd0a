import { QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { queryClient } from './shared/api/query-client.ts';
import { applyAntdLocale } from './shared/i18n/antd-locale.ts';
import { initI18n, initialLanguage } from './shared/i18n/i18n.ts';
import './shared/ui/global.css';

// antd-mobile's imperative Toast/Dialog render through this hook under React 19 (DESIGN §7).
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    host._reactRoot = undefined;
  };
});

// No top-level await: a language file importing from the shell's file while the shell waited for it would never run
// (Chinese shares antd-mobile's default table with the shell and stayed on the splash).
void Promise.all([initI18n(), applyAntdLocale(initialLanguage())]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
