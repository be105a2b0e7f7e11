import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Claimed } from './delivery-claims';
import { leadNotificationEmail } from './lead-notification-email';
import { recipientsFor } from './lead-recipients';
import { marketingPayload, marketingUrlFor } from './marketing-payload';
import type { OutboxConfig } from './outbox-config';

const plainAddress = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

export interface DeliverySender {
  /** Sends one claimed row to its target: the marketing webhook or the notification e-mail. */
  send(item: Claimed, signal: AbortSignal): Promise<void>;
  /** Closes the SMTP transport, if one was opened. */
  close(): void;
}

export function createDeliverySender(
  config: OutboxConfig,
  fetchImpl: typeof fetch,
): DeliverySender {
  let transport: Transporter | undefined;
  function mailer(): Transporter {
    transport ??= createTransport({
      url: config.smtpUrl,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    });
    return transport;
  }

  async function send({ delivery, lead }: Claimed, signal: AbortSignal): Promise<void> {
    if (delivery.target === 'webhook') {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': String(delivery.id),
      };
      if (config.webhookToken) headers['authorization'] = `Bearer ${config.webhookToken}`;
      // `<MARKETING_WEBHOOK_URL>/footer/form` or `/modal/form`, by where the lead was left.
      const response = await fetchImpl(marketingUrlFor(config.webhookUrl as string, lead), {
        method: 'POST',
        headers,
        body: JSON.stringify(marketingPayload(lead, { brand: config.brand })),
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(config.timeoutMs), signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return;
    }
    const { subject, text } = leadNotificationEmail(lead);
    await mailer().sendMail({
      from: config.mailFrom,
      to: recipientsFor(config, lead),
      ...(plainAddress.test(lead.email) ? { replyTo: lead.email } : {}),
      subject,
      text,
    });
  }

  return {
    send,
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
