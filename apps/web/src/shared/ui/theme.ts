import { useSyncExternalStore } from 'react';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const THEME_KEY = 'volna.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Browser bar colours per theme: the light primary, and the dark background. */
const THEME_COLORS: Record<Theme, string> = { light: '#1261d6', dark: '#1a1a1a' };

const listeners = new Set<() => void>();

export function themePreference(): ThemePreference {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolvedTheme(preference = themePreference()): Theme {
  return preference === 'system' ? systemTheme() : preference;
}

/** antd-mobile switches its CSS variables on this attribute; our own styles use the same variables. */
function applyTheme() {
  const theme = resolvedTheme();
  const root = document.documentElement;
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  for (const listener of listeners) listener();
}

export function setThemePreference(preference: ThemePreference) {
  if (preference === 'system') localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, preference);
  applyTheme();
}

let started = false;
/** Applies the stored preference and follows the system while the preference is 'system'. Idempotent. */
export function initTheme() {
  applyTheme();
  if (started) return;
  started = true;
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (themePreference() === 'system') applyTheme();
  });
  // Another tab changed the preference.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) applyTheme();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The preference the user picked, the theme in effect, and the setter (Settings offers the switch). */
export function useTheme() {
  const preference = useSyncExternalStore(subscribe, themePreference);
  const theme = useSyncExternalStore(subscribe, () => resolvedTheme());
  return { preference, theme, setThemePreference };
}
