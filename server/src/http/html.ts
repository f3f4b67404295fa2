import type { FastifyReply } from "fastify";

/** Text made safe inside HTML (an e-mail's body, a page in words): the five characters HTML reads escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small page in words for a person who followed a link from an e-mail (no sign-in, no app): an unsubscribe's answer.
 */
export const wordPage = (reply: FastifyReply, status: number, title: string, text: string) =>
  reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
        `content="width=device-width"><title>${escapeHtml(title)}</title></head><body ` +
        `style="font-family:sans-serif;max-width:40em;margin:3em ` +
        `auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
