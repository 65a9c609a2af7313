/** The focus-issue categories a topic belongs to (its `category` key); shown by their label. */
export const TOPIC_CATEGORIES = [
  'anxiety',
  'depression',
  'sleep',
  'stress',
  'relationships',
  'family',
  'grief',
  'self',
] as const;
export type TTopicCategory = (typeof TOPIC_CATEGORIES)[number];
