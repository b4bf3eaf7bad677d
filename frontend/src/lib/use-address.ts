import { useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** Builds the next query from the newest one: the address on screen, or one still being applied. */
export type AddressChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The page address's query (tab, filters, page, open panel) and a setter that builds each change on
 * the newest address asked for. The router applies a change a moment later (a navigation), so two
 * changes in that moment, such as two filters picked quickly, would otherwise both start from the
 * address on screen and the second would undo the first.
 */
export function useAddress(): [URLSearchParams, (change: AddressChange, options?: NavigateOptions) => void] {
  const [address, setSearchParams] = useSearchParams();
  const location = useLocation();
  // The change asked for at this location and not yet on screen; any navigation settles it.
  const pending = useRef<{ at: string; next: URLSearchParams } | null>(null);
  const setAddress = (change: AddressChange, options?: NavigateOptions) => {
    const newest = pending.current?.at === location.key ? pending.current.next : address;
    const next = change(new URLSearchParams(newest));
    pending.current = { at: location.key, next };
    setSearchParams(next, options);
  };
  return [address, setAddress];
}
