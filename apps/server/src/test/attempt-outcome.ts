/**
 * How an attempt ended, for tests that start many at once: 'ok', or the application error code it
 * was refused with. Any other failure is rethrown, so a crash never passes for a refusal.
 */
export async function attemptOutcome(attempt: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await attempt;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    throw error;
  }
}
