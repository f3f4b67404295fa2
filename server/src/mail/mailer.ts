import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through `SMTP_URL` when set; otherwise writes each message as an .eml
 * file in `DATA_DIR/outbox` and logs where it went (DESIGN.md "Mail").
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
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
      await writeFile(file, info.message as Buffer);
      opts.log.info({ file, to: mail.to, subject: mail.subject }, "mail written to outbox");
    },
  };
}
