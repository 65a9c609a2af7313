// The free trial's terms, apart from its schemas: public pages read them without loading zod.

/** The free trial session's length in minutes (domain spec §9). */
export const FREE_TRIAL_MINUTES = 20;

/**
 * Points taken from the client's stored value when a trial is booked (domain spec §9), given back
 * when the trial takes place, the counselor does not come, or it is cancelled; kept when the client
 * does not come.
 */
export const TRIAL_DEPOSIT_POINTS = 200;

/** Days a client may stay at the first steps of the trial before mail 45 reminds them (once). */
export const FREE_TRIAL_REMINDER_DAYS = 3;
