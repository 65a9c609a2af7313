// Custom consultations' time limits, apart from their schemas: a counselor's public page reads
// them without loading zod.

/** A pending request the counselor has not answered within this many hours expires (docs/decisions.md). */
export const CUSTOM_CONSULTATION_ANSWER_HOURS = 72;
/** An accepted request holds its time this long for the client to pay (docs/decisions.md)… */
export const CUSTOM_CONSULTATION_PAYMENT_HOURS = 48;
/** …and at most until this many hours before the session. */
export const CUSTOM_CONSULTATION_PAY_BEFORE_START_HOURS = 1;
