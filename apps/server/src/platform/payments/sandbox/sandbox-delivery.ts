/** Each notice is delivered twice, as providers redeliver, and each delivery is tried up to three times. */
const DELIVERIES = 2;
const ATTEMPTS = 3;

/**
 * Sends one provider notice the way providers do: more than once, each delivery retried until
 * `send` says the site accepted it (it logs its own refusals).
 */
export async function deliverAsProvidersDo(send: (attempt: number) => Promise<boolean>): Promise<void> {
  for (let delivery = 0; delivery < DELIVERIES; delivery += 1) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      if (await send(attempt)) break;
    }
  }
}
