import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

/** What the admin store's dispatch accepts: actions and thunks (RTK Query's included). */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** The admin store's hooks, typed once: features use these, never the bare react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
