import { CODE_DELIVERY_TIMEOUT_MS } from '@volna/contracts';

export type SmsSender = { send: (sms: { to: string; text: string }) => Promise<void> };

/**
 * SMS through an HTTP gateway: POST JSON {to, text} to SMS_WEBHOOK_URL; any 2xx answer counts as accepted.
 * A gateway that hangs must not hold the request: it is cut off after CODE_DELIVERY_TIMEOUT_MS.
 */
export function createSmsWebhook(url: string): SmsSender {
  return {
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(CODE_DELIVERY_TIMEOUT_MS),
      });
      // Drain the body so the connection is released back to the pool.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}
