import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { hashPassword } from "../auth/passwords";
import { signedIn } from "../auth/plugin";
import { Message, UserView } from "../auth/schemas";
import { formFieldsAsBody, readMultipart, storePhoto } from "../auth/uploads";
import { cargas, portos, users } from "../db/schema";
import { contains, listPage } from "../http/crud";
import { conflict, notFound, ValidationError } from "../http/errors";
import { deleteItem, withMethodOverride } from "../http/method-override";
import { PageOf, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { parseUserForm, type UserInput } from "./form";
import { existingIds, photoUrl, roleName, usersRepository } from "./repository";
import { createUser, deleteUser, updateUser } from "./save-user";

const ListQuery = Type.Object({
  ...PagingQuery.properties,
  email: Type.Optional(Type.String({ maxLength: 200 })),
  role_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  with: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
type ListQuery = Static<typeof ListQuery>;

/** A user as the list shows it: the detail without the role's name and the assigned ports and comms. */
const UserListItem = Type.Omit(UserView, ["role_name", "portos", "cargas"]);

/** Users area (admin only): list, detail, create and edit (multipart, with photo), delete. */
export async function userRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const repo = usersRepository(app.db);
  const tags = ["users"];

  const checkAssignments = async (input: UserInput) => {
    const errors: Record<string, string[]> = {};
    const ports = await existingIds(app.db, portos, input.porto_ids);
    if (ports.length !== input.porto_ids.length) errors.porto_ids = ["One of the selected ports does not exist."];
    const comms = await existingIds(app.db, cargas, input.carga_ids);
    if (comms.length !== input.carga_ids.length) errors.carga_ids = ["One of the selected comms does not exist."];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };

  const findUser = async (id: number) => {
    const user = await repo.findById(id);
    if (!user) throw notFound("User not found.");
    return user;
  };

  app.get(
    "/users",
    {
      onRequest: app.authorize("view", "users"),
      schema: { tags, summary: "List users", querystring: ListQuery, response: { 200: PageOf(UserListItem) } },
    },
    async (request) => {
      const q = request.query;
      return listPage(app.db, users, q, {
        rows: app.db.select().from(users).$dynamic(),
        where: [
          contains(users.name, q.name),
          contains(users.email, q.email),
          q.role_id ? eq(users.role_id, q.role_id) : undefined,
        ],
        orderable: { name: users.name, email: users.email, role_id: users.role_id, created_at: users.created_at },
        present: (rows) =>
          rows.map((u) => ({
            id: u.id,
            name: u.name,
            email: u.email,
            role_id: u.role_id,
            role: u.role,
            photo_url: photoUrl(u.photo),
            created_at: u.created_at,
            perfil: { id: u.role_id, name: roleName(u.role_id) },
          })),
      });
    },
  );

  app.get(
    "/users/:id",
    {
      onRequest: app.authorize("view", "users"),
      schema: {
        tags,
        summary: "Show a user with its ports and comms",
        params: IdParams,
        response: { 200: UserView, 404: Message },
      },
    },
    async (request) => repo.view(await findUser(request.params.id)),
  );

  app.post(
    "/users",
    {
      onRequest: app.authorize("create", "users"),
      schema: {
        tags,
        summary: "Create a user (multipart, photo optional)",
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: UserView },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const form = await readMultipart(request);
      const input = parseUserForm(form);
      if (await repo.emailTaken(input.email)) throw ValidationError.field("email", "The email has already been taken.");
      await checkAssignments(input);
      const photo = form.files.photo ? await storePhoto(app.config.dataDir, "photo", form.files.photo.data) : null;
      const password_hash = await hashPassword(input.password ?? "");
      const created = await createUser(app.transact, me, input, { photo, password_hash });
      return reply.status(201).send(await repo.view(created));
    },
  );

  withMethodOverride(app, "/users/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "users"),
        preValidation: formFieldsAsBody,
        schema: {
          tags,
          summary: "Edit a user (multipart; password optional)",
          description:
            "Name, email and role_id are required. The role's title (role), porto_ids and carga_ids left out " +
            "are kept as they are; sent empty, they are cleared. Ports are kept only for roles 2, 3 and 5, " +
            "comms only for roles 4 and 5.",
          params: IdParams,
          response: { 200: UserView },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await findUser(id);
        const [beforePorts, beforeComms] = await Promise.all([repo.portIds(id), repo.commIds(id)]);
        const form = await readMultipart(request);
        const input = parseUserForm(form, { role: before.role, porto_ids: beforePorts, carga_ids: beforeComms });
        if (await repo.emailTaken(input.email, id))
          throw ValidationError.field("email", "The email has already been taken.");
        await checkAssignments(input);
        const photo = form.files.photo
          ? await storePhoto(app.config.dataDir, "photo", form.files.photo.data)
          : undefined;
        const password_hash = input.password ? await hashPassword(input.password) : undefined;
        const updated = await updateUser(
          app.transact,
          me,
          { row: before, ports: beforePorts, comms: beforeComms },
          input,
          { photo, password_hash },
          id === me.id ? request.sessionId : undefined,
        );
        return repo.view(updated);
      },
    },
    delete: deleteItem(app.authorize("delete", "users"), { tags, summary: "Delete a user" }, async (request) => {
      const me = signedIn(request);
      const { id } = request.params;
      if (id === me.id) throw conflict("You cannot delete your own account.");
      await deleteUser(app.transact, me, await findUser(id));
    }),
  });
}
