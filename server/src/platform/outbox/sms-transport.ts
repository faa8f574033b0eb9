// The SMS provider adapter: a generic HTTP gateway. POST {"to", "text"} as JSON to
// SMS_WEBHOOK_URL, with `authorization: Bearer SMS_WEBHOOK_TOKEN` when one is set. A 2xx answer
// means delivered; any other answer, a network error or no answer within the timeout is a
// failure whose reason the outbox records.

/** What the outbox needs of an SMS transport; tests pass a fake. */
export type SmsTransport = {
  sendSms(message: { to: string; text: string }): Promise<unknown>;
};

export const SMS_TIMEOUT_MS = 10_000;

export function webhookSmsTransport(options: {
  url: string;
  token: string | null;
  timeoutMs?: number;
}): SmsTransport {
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    async sendSms(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let answer: Response;
      try {
        answer = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.text }),
          // A redirect is not a delivery; following one would also carry the token elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(failureOf(error, timeoutMs));
      }
      // Read in any case: that frees the connection, and a refusal's first words say why.
      const excerpt = (await answer.text().catch(() => '')).trim().slice(0, 200);
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`SMS gateway answered ${answer.status}${excerpt ? `: ${excerpt}` : ''}`);
    },
  };
}

function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `SMS gateway did not answer within ${timeoutMs / 1000} s`;
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, a DNS error…) as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
  const message = error instanceof Error ? error.message : String(error);
  return `SMS gateway unreachable: ${cause ?? message}`;
}
