import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApplicationStatus } from '@uaq/contract';
import { rootReducer } from '@/lib/store/root-reducer';
import { NO_APPLICATION_FILTERS } from './application-filters';

/** The Applications tab's filters, kept while HR switches tabs. Injected with the admin chunk. */
const slice = createSlice({
  name: 'adminApplicationFilters',
  initialState: NO_APPLICATION_FILTERS,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    statusFilterChanged(state, action: PayloadAction<ApplicationStatus | ''>) {
      state.status = action.payload;
    },
    jobFilterChanged(state, action: PayloadAction<number | ''>) {
      state.jobId = action.payload;
    },
    filtersCleared() {
      return NO_APPLICATION_FILTERS;
    },
  },
  selectors: {
    selectApplicationFilters: (state) => state,
  },
});

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const applicationFiltersSlice = slice.injectInto(rootReducer);
export const { searchChanged, statusFilterChanged, jobFilterChanged, filtersCleared } = slice.actions;
export const { selectApplicationFilters } = applicationFiltersSlice.selectors;
