import { describe, expect, it } from 'vitest';
import { ErrorCode, errorHttpStatus } from './error-codes.ts';

describe('error code catalogue', () => {
  it('keeps the spec’s code for a wrong old password', () => {
    expect(ErrorCode.WrongOldPassword).toBe(441);
  });

  it('gives every code an HTTP status and no two names the same number', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(errorHttpStatus[code]).toBeGreaterThanOrEqual(200);
  });
});
