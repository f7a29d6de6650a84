/**
 * Tabs of the WAI-ARIA tabs pattern with automatic activation: one tab in the tab order (roving tabindex), arrow
 * keys move and select, Home/End go to the ends; each panel is labelled by its tab and focusable;
 * the hidden panels stay in the document (every aria-controls names an element).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tab-keys.ts';

export interface TabDef<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect }: { label: string; tabs: readonly TabDef<T>[]; selected: T; onSelect: (id: T) => void }) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    const next = nextTabIndex(e.key, tabs.findIndex((t) => t.id === selected), tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="biz__tablist" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`biz-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`biz-panel-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className="biz__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.id} role="tabpanel" id={`biz-panel-${t.id}`} aria-labelledby={`biz-tab-${t.id}`} tabIndex={0} className="biz__panel" hidden={t.id !== selected}>
          {t.panel}
        </div>
      ))}
    </>
  );
}
