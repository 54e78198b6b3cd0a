import 'antd-mobile/es/components/tabs/tabs.css';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './TabStrip.module.css';

export type TabStripProps<K extends string> = {
  activeKey: K;
  onChange: (key: K) => void;
  tabs: { key: K; title: ReactNode }[];
  className?: string;
};

/**
 * antd-mobile's Tabs look (its classes and stylesheet) for a row of a few stretched tabs, with a still underline:
 * antd-mobile's own animates its line and scroll with react-spring, which the first screens (login, chat list) would
 * otherwise load for two or four tabs that never scroll (issue 19). Arrow keys move between the tabs, as theirs do.
 */
export function TabStrip<K extends string>({ activeKey, onChange, tabs, className }: TabStripProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = tabs.findIndex((tab) => tab.key === activeKey);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div className={`adm-tabs ${className ?? ''}`}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const active = tab.key === activeKey;
            return (
              <div key={tab.key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  ref={(button) => {
                    if (button) buttons.current.set(tab.key, button);
                    else buttons.current.delete(tab.key);
                  }}
                  className={`adm-tabs-tab ${styles.tab} ${active ? `adm-tabs-tab-active ${styles.active}` : ''}`}
                  onClick={() => onChange(tab.key)}
                >
                  {tab.title}
                </button>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
