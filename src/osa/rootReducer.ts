/** The player's reducers, one per feature. */
import { liveVideoReducer } from '../client/live/video/liveVideoSlice';
import { combineReducers } from '@reduxjs/toolkit';
import { answersReducer } from './features/answers/answersSlice';
import { linkReducer } from './features/link/linkSlice';
import { liveReducer } from './features/live/liveSlice';
import { navigationReducer } from './features/navigation/navigationSlice';
import { submitReducer } from './features/submit/submitSlice';

/** Builds the root reducer (a function, so tests get a fresh one). */
export const createRootReducer = () =>
  combineReducers({ link: linkReducer, live: liveReducer, liveVideo: liveVideoReducer, answers: answersReducer, navigation: navigationReducer, submit: submitReducer });

/** The player's whole state. */
export type PlayerRootState = ReturnType<ReturnType<typeof createRootReducer>>;
