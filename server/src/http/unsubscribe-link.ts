import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { TObject, TString } from "typebox";
import { ValidationErrorBody } from "../auth/schemas";
import { pageAnswer } from "./file-answers";
import { wordPage } from "./html";

/** What an e-mail's unsubscribe link does with its token. */
export interface UnsubscribeLink<Key> {
  /** The token read and its signature checked: what it unsubscribes, or undefined. */
  read: (token: string) => Key | undefined;
  /** The page's words for a token that does not read. */
  invalid: string;
  /** Unsubscribes what the token names, answering a page in words. */
  unsubscribe: (key: Key, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * The two routes of an e-mail's unsubscribe link, open without signing in: GET for the link itself, POST for mail
 * clients' one-click Unsubscribe (RFC 8058). Both answer `link.unsubscribe` for a token that reads, and a 400 page
 * in words for one that does not.
 */
export function unsubscribeLinkRoutes<Key>(
  parent: FastifyInstance,
  path: string,
  schema: { tags: string[]; querystring: TObject<{ token: TString }>; summary: { get: string; post: string } },
  link: UnsubscribeLink<Key>,
) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { tags, querystring, summary } = schema;
  const response = {
    200: pageAnswer("A page in words saying it is done (and again, harmlessly, when it was done already)"),
    400: pageAnswer("A page in words saying the link is not valid (cut short or changed)"),
    422: ValidationErrorBody,
  };
  const answer = async (token: string, reply: FastifyReply) => {
    const key = link.read(token);
    return key === undefined ? wordPage(reply, 400, "Link not valid", link.invalid) : link.unsubscribe(key, reply);
  };
  app.get(path, { schema: { tags, querystring, security: [], summary: summary.get, response } }, (request, reply) =>
    answer(request.query.token, reply),
  );
  app.post(path, { schema: { tags, querystring, security: [], summary: summary.post, response } }, (request, reply) =>
    answer(request.query.token, reply),
  );
}
