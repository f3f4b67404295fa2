import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { convert } from "html-to-text";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { isRecord } from "@lineup/shared";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
  /** Extra headers (List-Unsubscribe of the weekly report). */
  headers?: Record<string, string>;
}

/** Where a message went: the SMTP server's answer, or the outbox file. */
export interface Delivery {
  via: "smtp" | "outbox";
  messageId: string;
  /** The server's reply (`250 OK: queued as …`) or the .eml file written. */
  detail: string;
}

export interface Mailer {
  /** Answers how the message was delivered (test doubles may answer nothing); throws when it was not. */
  send(mail: Mail): Promise<Delivery | void>;
}

/**
 * Why the server refused the message when it refused its recipient (nodemailer's
 * envelope errors and 5xx replies to RCPT TO), in the server's words; undefined
 * for any other failure (unreachable server, authentication, timeouts).
 */
export function refusedRecipient(error: unknown): string | undefined {
  if (!(error instanceof Error) || !isRecord(error)) return undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const refused =
    error.code === "EENVELOPE" ||
    (text(error.command) ?? "").toUpperCase().startsWith("RCPT") ||
    (Array.isArray(error.rejected) && error.rejected.length > 0);
  return refused ? (text(error.response) ?? error.message) : undefined;
}

/** The plain-text part of an HTML message: paragraphs, lists and links kept readable. */
export const plainText = (html: string) =>
  convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      // The weekly report's tables, one cell per column.
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  });

/**
 * Sends through `SMTP_URL` when set; otherwise writes each message as an .eml
 * file in `DATA_DIR/outbox` and logs where it went (DESIGN.md "Mail").
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: opts.from, ...mail });
        return { via: "smtp", messageId: info.messageId, detail: info.response };
      },
    };
  }
  const outbox = path.join(opts.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.]/gi, "_")}.eml`);
      if (!Buffer.isBuffer(info.message)) throw new Error("the outbox transport gave no buffered message");
      await writeFile(file, info.message);
      opts.log.info({ file, to: mail.to, subject: mail.subject }, "mail written to outbox");
      return { via: "outbox", messageId: info.messageId, detail: file };
    },
  };
}
