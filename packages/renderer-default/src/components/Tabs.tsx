'use client';
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import * as styles from './Tabs.css.js';

/** One tab of Tabs. */
export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

/** Props of Tabs. */
export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange(value: T): void;
  /** The panel of the selected tab. */
  children: ReactNode;
  /** Extra class of the panel (its scroll area). */
  panelClassName?: string;
  panelRef?: Ref<HTMLDivElement>;
  testId?: string;
}

/**
 * Tabs with the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and select
 * them, and the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children, panelClassName, panelRef, testId }: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={move} data-testid={testId}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              // Only the selected tab's panel exists, so only that tab points at it.
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              data-testid={testId ? `${testId}-${tab.id}` : undefined}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={[styles.panel, panelClassName ?? ''].filter(Boolean).join(' ')}
        data-testid={testId ? `${testId}-panel` : undefined}
      >
        {children}
      </div>
    </>
  );
}
