/**
 * The codes every reader of the API envelope needs, whatever it asked: success, a refusal that
 * names fields, and a failure. Apart from the catalogue (error-codes.ts, which includes them), so
 * that the web app's API client does not carry every code into each page's first load.
 */
export const EnvelopeCode = {
  Success: 0,
  ValidationFailed: 1000,
  Internal: 1005,
} as const;
