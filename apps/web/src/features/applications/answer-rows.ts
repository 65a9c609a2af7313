import type { TApplicationChoice } from '@app/contracts/counselor-applications';

/** One answer of an application step as an expert reads it. */
export type TAnswerRow = {
  /** The answer's dotted path in the step, unique in it ("entries.1.school"). */
  path: string;
  /** The question's name in the application texts: `fields.<field>`. */
  field: string;
  /** The number (from 1) of the list entry the answer belongs to: a school, a licence, a referrer. */
  entry: number | null;
  /** The options the value is one or more of, named as in the texts: `options.<choice>.<value>`. */
  choice: TApplicationChoice | null;
  value: unknown;
};

/** Questions whose name in the texts is not the last part of their path. */
const FIELD_ALIASES: Record<string, string> = {
  'licenses.name': 'licenseName',
  'referrers.name': 'referrerName',
  'referrers.contact': 'referrerContact',
};

const CHOICE_OF_FIELD: Record<string, TApplicationChoice> = {
  gender: 'gender',
  degree: 'degree',
  practiceRole: 'practiceRole',
  licenseType: 'licenseType',
  specialtiesFirst: 'specialty',
  specialtiesSecond: 'specialty',
  specialtiesThird: 'specialty',
  languages: 'language',
  availablePeriods: 'period',
  os: 'os',
  browser: 'browser',
  serviceLength: 'serviceLength',
  serviceTypes: 'serviceType',
  onlineExperience: 'onlineExperience',
  reasons: 'reason',
  religion: 'religion',
  foundUs: 'foundUs',
};

/**
 * A step's answers as rows in the order the form asks them: each named by its question, with its
 * list entry's number and the options its value comes from, so that no stored key or code reaches
 * the page.
 */
export function answerRows(answers: unknown): TAnswerRow[] {
  return leaves(answers, []).map(([segments, value]) => {
    const entry = segments.find((segment) => /^\d+$/u.test(segment));
    const named = segments.filter((segment) => !/^\d+$/u.test(segment));
    const field = fieldName(named);
    return {
      path: segments.join('.'),
      field,
      entry: entry === undefined ? null : Number(entry),
      choice: CHOICE_OF_FIELD[field] ?? null,
      value,
    };
  });
}

/** The question's name from its path without entry numbers ("specialties", "first" → "specialtiesFirst"). */
function fieldName(named: string[]): string {
  const [parent, last] = [named.at(-2) ?? '', named.at(-1) ?? ''];
  const alias = FIELD_ALIASES[`${parent}.${last}`];
  if (alias) return alias;
  // A choice with its "other" text: { value, other }.
  if (last === 'value') return parent;
  if (last === 'other') return `${parent}Other`;
  if (parent === 'specialties') return `specialties${last.charAt(0).toUpperCase()}${last.slice(1)}`;
  return last;
}

/** Every answer with its path: objects are walked, lists of objects numbered from 1, other lists kept whole. */
function leaves(value: unknown, path: string[]): [string[], unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  if (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object'))
    return value.flatMap((item, index) => leaves(item, [...path, String(index + 1)]));
  return [[path, value]];
}
