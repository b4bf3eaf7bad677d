import { useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams, type NavigateOptions } from 'react-router';

/** Builds the next query from the newest one: the address on screen, or one still being applied. */
export type AddressChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The page address's query (tab, filters, page, open panel) and a setter that builds each change on
 * the newest address asked for. The router applies a change a moment later (a navigation), so two
 * changes in that moment, such as two filters picked quickly, would otherwise both start from the
 * address on screen and the second would undo the first. The screen may also show an earlier change
 * landing while a later one is still on its way: the later one stays the newest.
 */
export function useAddress(): [URLSearchParams, (change: AddressChange, options?: NavigateOptions) => void] {
  const [address, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The changes asked for (their queries, oldest first) and the location on screen when the last was.
  const asked = useRef<{ at: string; queries: string[] }>({ at: location.key, queries: [] });
  const setAddress = (change: AddressChange, options?: NavigateOptions) => {
    const onScreen = address.toString();
    const { at, queries } = asked.current;
    // Nothing landed since the last change; or one of them did (never by Back or Forward, a POP).
    const landed = navigationType === 'POP' ? -1 : queries.lastIndexOf(onScreen);
    const pending = at === location.key ? queries : landed >= 0 ? queries.slice(landed) : [];
    const next = change(new URLSearchParams(pending.at(-1) ?? onScreen));
    asked.current = { at: location.key, queries: [...pending, next.toString()] };
    setSearchParams(next, options);
  };
  return [address, setAddress];
}
