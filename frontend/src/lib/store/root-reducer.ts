import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { sessionSlice } from '../session/session-slice';
import { uiSlice } from '../ui/ui-slice';

/**
 * The root reducer. Features with client state of their own add it lazily:
 * `rootReducer.inject(mySlice)` (see /tmp/team/frontend-foundation.md), so the public bundle
 * never carries the admin area's slices.
 */
export const rootReducer = combineSlices(api, sessionSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;
