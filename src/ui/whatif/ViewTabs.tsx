/**
 * Views of the same manifests: the ranking for one model, the cluster-wide view, and the size
 * map of the model's shape, and the catalog's lint findings. ARIA
 * tabs: arrow keys move between them, and each tab controls its panel.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { View } from '../../state';
import { useAppStore } from '../store-context';
import './view-tabs.css';

const TABS: readonly { view: View; label: string }[] = [
  { view: 'ranking', label: 'Ranking' },
  { view: 'cluster', label: 'Cluster-wide' },
  { view: 'sizes', label: 'Size map' },
  { view: 'catalog', label: 'Catalog' },
];

export const tabId = (view: View) => `view-tab-${view}`;
export const panelId = (view: View) => `view-panel-${view}`;

export function ViewTabs({ badges }: { badges: Partial<Record<View, ReactNode>> }) {
  const view = useAppStore((s) => s.view);
  const setView = useAppStore((s) => s.setView);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.view === view);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const next =
      step !== undefined
        ? (index + step + TABS.length) % TABS.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? TABS.length - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    setView(TABS[next]!.view);
    buttons.current[next]?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label="Views" onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.view}
          ref={(element) => {
            buttons.current[i] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.view)}
          aria-selected={view === tab.view}
          aria-controls={panelId(tab.view)}
          tabIndex={view === tab.view ? 0 : -1}
          className={view === tab.view ? 'view-tab is-active' : 'view-tab'}
          onClick={() => setView(tab.view)}
        >
          {tab.label}
          {badges[tab.view]}
        </button>
      ))}
    </div>
  );
}

/** Stays mounted while hidden, so open breakdowns survive a look at the other view. */
export function ViewPanel({ view, children }: { view: View; children: ReactNode }) {
  const current = useAppStore((s) => s.view);
  return (
    <div
      role="tabpanel"
      id={panelId(view)}
      aria-labelledby={tabId(view)}
      hidden={current !== view}
      className="view-panel"
    >
      {children}
    </div>
  );
}
