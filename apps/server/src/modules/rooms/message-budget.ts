/**
 * A token bucket per socket: a burst of `burst` messages (the candidates of one negotiation come
 * together), refilled at `perSecond`. Messages beyond it are refused, so one flooding socket
 * costs its own room nothing more than refusals and other rooms nothing at all.
 */
export function createMessageBudget(options: { burst: number; perSecond: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  let tokens = options.burst;
  let last = now();
  return {
    /** Spends one message; false when the budget is exhausted. */
    take(): boolean {
      const current = now();
      tokens = Math.min(options.burst, tokens + ((current - last) / 1000) * options.perSecond);
      last = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
