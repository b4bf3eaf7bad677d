import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePublicDataCache } from '@/lib/public-data';
import { makeStore } from './store';

/** Gives an admin screen its Redux store; imported by admin pages only, so Redux stays in their chunk. */
export function AdminStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const publicData = usePublicDataCache();
  // Leaving the admin area: what public pages showed is fetched again (the admin may have changed it).
  useEffect(() => () => publicData.refreshAll(), [publicData]);
  return <Provider store={store}>{children}</Provider>;
}
