import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** State of {@link sessionSlice}: the decoded token of the signed-in agent, or `null`. */
export interface SessionState {
  /** The token payload (`exp` in seconds), or `null` when there is no session. */
  payload: SessionTokenPayload | null;
}

/** Any root state holding {@link sessionReducer} under `session`. */
export interface SessionRootState {
  /** {@link sessionSlice}'s state. */
  session: SessionState;
}

const initialState: SessionState = { payload: null };

/** The session slice (name `session`); mount {@link sessionReducer} under `session`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A session was found (cookie or sso intake). */
    sessionStarted(state, action: PayloadAction<SessionTokenPayload>) {
      state.payload = action.payload;
    },
    /** The token was renewed (here or in another tab): a new `exp` restarts the expiry watch. */
    sessionRenewed(state, action: PayloadAction<SessionTokenPayload>) {
      state.payload = action.payload;
    },
    /** The session is over. */
    sessionEnded(state) {
      state.payload = null;
    },
  },
});

/** Action creators of {@link sessionSlice}. */
export const { sessionStarted, sessionRenewed, sessionEnded } = sessionSlice.actions;

/** The reducer of {@link sessionSlice}. */
export const sessionReducer = sessionSlice.reducer;

/** The token payload, or `null`. */
export const selectSession = (state: SessionRootState): SessionTokenPayload | null => state.session.payload;

/** The signed-in agent's user id, or `null` without a session. */
export const selectUserId = (state: SessionRootState): number | null => state.session.payload?.user_id ?? null;

/** The token expiry in seconds since the epoch, or `null` without a session. */
export const selectSessionExp = (state: SessionRootState): number | null => state.session.payload?.exp ?? null;
