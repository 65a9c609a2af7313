const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type TRecaptcha = {
  siteKey: string;
  /** True when Google confirms the response token (which it accepts once). */
  verify(response: string, remoteIp: string): Promise<boolean>;
};

/**
 * reCAPTCHA v2, checked with Google's siteverify. An unreachable Google is a server fault
 * (thrown, logged, 500), not a failed check the user could fix by trying again.
 */
export function createRecaptcha(options: {
  siteKey: string;
  secretKey: string;
  fetch?: typeof fetch;
}): TRecaptcha {
  const fetchImpl = options.fetch ?? fetch;
  return {
    siteKey: options.siteKey,
    async verify(response, remoteIp) {
      const answer = await fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret: options.secretKey, response, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${answer.status}`);
      const body = (await answer.json()) as { success?: unknown };
      return body.success === true;
    },
  };
}
