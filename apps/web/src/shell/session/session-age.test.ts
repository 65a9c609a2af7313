import { describe, expect, it } from 'vitest';
import { sessionAgeState } from './session-age';

const minutes = (count: number) => count * 60_000;

describe('the age of a session', () => {
  const start = Date.UTC(2025, 0, 1, 9, 0, 0);

  it('is fresh for its first 50 minutes', () => {
    expect(sessionAgeState(start, start)).toBe('fresh');
    expect(sessionAgeState(start, start + minutes(50))).toBe('fresh');
  });

  it('asks for a refresh once older than 50 minutes', () => {
    expect(sessionAgeState(start, start + minutes(50) + 1)).toBe('refresh');
    expect(sessionAgeState(start, start + minutes(60))).toBe('refresh');
  });

  it('has expired once older than 60 minutes', () => {
    expect(sessionAgeState(start, start + minutes(60) + 1)).toBe('expired');
  });
});
