/**
 * Languages a counselor may offer besides Mandarin (the application's list; 'other' is not
 * searchable, its text is the counselor's own).
 */
export const COUNSELOR_LANGUAGES = [
  'taiwanese',
  'hakka',
  'english',
  'japanese',
  'cantonese',
  'korean',
  'other',
] as const;
export type TCounselorLanguage = (typeof COUNSELOR_LANGUAGES)[number];
