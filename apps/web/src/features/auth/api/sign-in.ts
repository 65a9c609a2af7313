import type { TSignInForm, TTokenResponse } from '@app/contracts/auth';
import { GrantType } from '@app/contracts/enums';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The not-a-robot check's answer goes along once the server has asked for it (CaptchaRequired). */
export type TSignInInput = TSignInForm & { captcha?: string };

/** POST /jwt with e-mail and password; a 401 here means wrong credentials, not a lost session. */
export function signIn({ username, password, captcha }: TSignInInput): Promise<TTokenResponse> {
  return api.post<TTokenResponse>(
    '/jwt',
    { grant_type: GrantType.Custom, username, password, isFromWeb: true, ...(captcha ? { captcha } : {}) },
    { signOutOnUnauthorized: false },
  );
}

export function useSignIn(options: { onSuccess?: (token: TTokenResponse) => void } = {}) {
  return useMutation({ mutationFn: signIn, onSuccess: (token) => options.onSuccess?.(token) });
}
