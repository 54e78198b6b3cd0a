import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Stands in for rc-util's React/render (vite.config.ts aliases it), antd-mobile's renderer before main.tsx sets its
// own: rc-util's copies all of react-dom for React 16–18 and brings babel's regenerator, ~3 KB on every first screen.
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment) {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment) {
  // As rc-util does: after the current render, never inside it.
  await Promise.resolve();
  roots.get(container)?.unmount();
  roots.delete(container);
}
