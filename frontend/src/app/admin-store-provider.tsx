import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from './store';

/** Gives an admin screen its Redux store; imported by admin pages only, so Redux stays in their chunk. */
export function AdminStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  return <Provider store={store}>{children}</Provider>;
}
