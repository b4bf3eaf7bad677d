import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api';
import { sessionSlice } from '../session/session-slice';

/** Slices features inject lazily; each declares itself here (`declare module`, see RTK's combineSlices). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * The admin store's root reducer. Features with client state of their own add it lazily with
 * `mySlice.injectInto(rootReducer)`.
 */
export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
