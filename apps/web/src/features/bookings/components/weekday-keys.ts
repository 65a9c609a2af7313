/** The text key of each weekday number (0 Sunday … 6 Saturday). */
export const WEEKDAY_KEYS = [
  'waitlist.day.0',
  'waitlist.day.1',
  'waitlist.day.2',
  'waitlist.day.3',
  'waitlist.day.4',
  'waitlist.day.5',
  'waitlist.day.6',
] as const;
