import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel is labelled by its tab. */
export function Tabs({ items, selectedId, onSelect, label, children }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Map<string, HTMLButtonElement>>(new Map());
  const listRef = useRef<HTMLDivElement>(null);

  // Where the strip scrolls sideways (a phone), the selected tab is scrolled into it: a tab opened
  // from an address or an area is seen. Only the strip moves, never the page; again when labels
  // change width (live counts arriving), not on every render, which would undo the user's scrolling.
  const labelsKey = items.map((item) => (typeof item.label === 'string' ? item.label : item.id)).join('\n');
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selectedId);
    if (!list || !tab) return;
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    const overflow = box.left < strip.left ? box.left - strip.left : Math.max(0, box.right - strip.right);
    if (overflow !== 0) list.scrollBy({ left: overflow });
  }, [selectedId, labelsKey]);

  const focusAndSelect = (index: number) => {
    const item = items[(index + items.length) % items.length];
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === next) focusAndSelect(index + 1);
    else if (event.key === previous) focusAndSelect(index - 1);
    else if (event.key === 'Home') focusAndSelect(0);
    else if (event.key === 'End') focusAndSelect(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="tabs">
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selectedId}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
