import type { FastifyError, FastifyInstance } from "fastify";
import { MESSAGES } from "@lineup/shared";
import { clientErrorFromDatabase, loggableError } from "./database-errors";
import { HttpError } from "./errors";
import { toFieldErrors } from "./validation";

/**
 * The one place errors become responses: our HttpErrors keep their status and
 * envelope, schema failures become 422 with dotted keys, client errors raised by
 * Fastify and its plugins keep their 4xx, and anything else is a logged 500 that
 * reveals nothing internal.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : clientErrorFromDatabase(error);
    if (known) {
      if (!(error instanceof HttpError))
        request.log.warn({ err: loggableError(error) }, "database refused the request's data");
      return reply.status(known.statusCode).send({ message: known.message, ...known.extra });
    }
    if (error.validation) {
      const errors = toFieldErrors(error.validation, error.validationContext === "body" ? "" : "query");
      return reply.status(422).send({ message: "The given data was invalid.", errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MESSAGES.tooManyAttempts : error.message || "Bad request.";
      return reply.status(status).send({ message });
    }
    request.log.error({ err: loggableError(error) }, "unhandled error");
    return reply.status(500).send({ message: MESSAGES.systemError });
  });
}
