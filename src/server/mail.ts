import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** A simple HTML alternative to `text` (visitor mails). */
  html?: string;
  /**
   * The Message-ID header, `<…@host>`. The outbox gives each of its rows one that never changes, so a mail
   * sent twice (delivery is at least once: docs/decisions/017-enquiry-mail.md) is one message to the
   * receiving side, and replies can thread on it.
   */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string };

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends one mail through the SMTP server at `smtpUrl`. Success means the
 * server accepted the message for every recipient; anything else is an
 * error with its reason. Without an SMTP server it fails: it never pretends.
 */
export async function sendMail(smtpUrl: string | undefined, message: MailMessage): Promise<SendResult> {
  if (!smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  try {
    const info = await transportFor(smtpUrl).sendMail(message);
    if (Array.isArray(info.rejected) && info.rejected.length > 0) {
      return { ok: false, error: `rejected recipients: ${info.rejected.map(String).join(', ')}` };
    }
    return { ok: true, messageId: String(info.messageId ?? '') };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
