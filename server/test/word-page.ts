import { expect } from "vitest";

/**
 * Asserts an answer is the small page in words an e-mail's link answers (an unsubscribe), whole: its status, its HTML
 * type and the page with this title and text (already HTML-escaped).
 */
export function expectWordPage(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  title: string,
  text: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body).toBe(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
      `content="width=device-width"><title>${title}</title></head><body ` +
      'style="font-family:sans-serif;max-width:40em;margin:3em auto">' +
      `<h1>${title}</h1><p>${text}</p></body></html>`,
  );
}
