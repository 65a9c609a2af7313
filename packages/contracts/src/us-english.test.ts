import { describe, expect, it } from 'vitest';
import { britishSpellingsIn } from './us-english.ts';
import { validationMessages } from './validation-messages.ts';

describe('US English', () => {
  it('finds British spellings, whatever their case', () => {
    expect(
      britishSpellingsIn('Counselling with a licence from the organisation, in colour, at the centre'),
    ).toEqual(['Counselling', 'licence', 'organisation', 'colour', 'centre']);
    expect(britishSpellingsIn('We cancelled the programme; the counsellor apologised.')).toEqual([
      'cancelled',
      'programme',
      'counsellor',
      'apologised',
    ]);
  });

  it('lets US spellings and look-alike words pass', () => {
    expect(
      britishSpellingsIn(
        'Counseling by a licensed counselor of the organization; analyses, promises, exercise',
      ),
    ).toEqual([]);
  });

  it('holds for the validation messages both apps show', () => {
    const english = Object.values(validationMessages).map((text) => text['en-us']);
    expect(english.flatMap(britishSpellingsIn)).toEqual([]);
  });
});
