import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { sessionSlice } from '../session/session-slice';

/**
 * The admin store's root reducer. Features with client state of their own add it lazily with
 * `rootReducer.inject(mySlice)`.
 */
export const rootReducer = combineSlices(api, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;
