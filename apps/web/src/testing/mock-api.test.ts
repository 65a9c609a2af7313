import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { api } from '../lib/api-client';
import { fail, mockApi, ok } from './mock-api';
import { expertProfile } from './profiles';

describe('canned API replies', () => {
  it('are served when they keep the contract', async () => {
    mockApi({ 'GET /expert': ok(expertProfile()) });
    await expect(api.get('/expert')).resolves.toEqual(expertProfile());
  });

  it('fail the test when they break the contract, naming the field', () => {
    expect(() => mockApi({ 'GET /expert': ok({ nickname: '陳督導' }) })).toThrow(
      /GET \/expert[\s\S]*userAccount/,
    );
  });

  it('fail the test for a call the contract does not know', () => {
    expect(() => mockApi({ 'GET /no/such/route': ok(null) })).toThrow(
      /no contract for GET \/no\/such\/route/,
    );
  });

  it('leave failures as they are: the error envelope is the same for every route', async () => {
    mockApi({ 'GET /expert': fail(401, ErrorCode.Unauthenticated, '請先登入') });
    await expect(api.get('/expert', { signOutOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
  });
});
