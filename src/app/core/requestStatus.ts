/** The state machine of every request a slice tracks (STYLE 11). */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
