/** The theme in effect: the user's choice, or the system's (prefers-color-scheme) until they choose. */
import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '../store-context';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemTheme = (): Theme => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

export function useEffectiveTheme(): Theme {
  const preference = useAppStore((s) => s.theme);
  const system = useSyncExternalStore(subscribeToSystem, systemTheme, () => 'light' as Theme);
  return preference === 'system' ? system : preference;
}

/** Puts the theme on <html> so CSS variables and native controls follow it. */
export function useDocumentTheme(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);
}
