import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { TObject, TString } from "typebox";

/**
 * The two routes of an e-mail's unsubscribe link, open without signing in: GET for the link itself, POST for mail
 * clients' one-click Unsubscribe (RFC 8058). Both answer `unsubscribe(token)`, a page in words.
 */
export function unsubscribeLinkRoutes(
  parent: FastifyInstance,
  path: string,
  schema: { tags: string[]; querystring: TObject<{ token: TString }>; summary: { get: string; post: string } },
  unsubscribe: (token: string, reply: FastifyReply) => Promise<FastifyReply>,
) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { tags, querystring, summary } = schema;
  app.get(path, { schema: { tags, querystring, security: [], summary: summary.get } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );
  app.post(path, { schema: { tags, querystring, security: [], summary: summary.post } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );
}
