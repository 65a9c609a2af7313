/**
 * The product writes US English ("counselor", as the spec does). These British spellings crept
 * in before; the locale tests of both apps refuse them in every English text.
 */
const britishStems = [
  'counsell(?:ing|or|ors|ed)',
  'licences?',
  'organis(?:e|es|ed|ing|ation|ations)',
  'colours?',
  'centres?',
  'programmes?',
  'behaviours?',
  'favour(?:s|ed|ite|ites)?',
  'honour(?:s|ed)?',
  'neighbours?',
  'cancell(?:ed|ing)',
  'travell(?:ed|ing|er|ers)',
  'practis(?:e|ed|es|ing)',
  'judgement',
  'catalogue',
  'enquir(?:y|ies)',
  // "analyses" is also the US plural of "analysis": only the verb forms give British away.
  'analys(?:e|ed|ing)',
  '(?:apologis|recognis|realis|specialis|prioritis|personalis|authoris|minimis|summaris)(?:e|ed|es|ing)',
];
const britishSpellings = new RegExp(`\\b(?:${britishStems.join('|')})\\b`, 'gi');

/** The British spellings in a text, as written (none in US English). */
export function britishSpellingsIn(text: string): string[] {
  return text.match(britishSpellings) ?? [];
}
