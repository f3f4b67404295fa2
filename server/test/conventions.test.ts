import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Type } from "typebox";
import { withMethodOverride } from "../src/http/method-override";
import { pageOf, paging, PagingQuery, type PagingQuery as PagingQueryT } from "../src/http/paging";
import { parseQuery } from "../src/http/querystring";
import { startApp, type TestApp } from "./helpers";

let t: TestApp;
const calls: string[] = [];
beforeAll(async () => {
  t = await startApp({}, (app) => {
    withMethodOverride(app, "/api/v1/things/:id", {
      put: {
        options: {
          schema: {
            body: Type.Object({
              name: Type.String({ minLength: 1 }),
              terminais: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1 }) }))),
            }),
          },
        },
        handler: async (req) => {
          calls.push(`put ${(req.params as { id: string }).id}`);
          return { did: "put" };
        },
      },
      delete: {
        handler: async (req) => {
          calls.push(`delete ${(req.params as { id: string }).id}`);
          return { did: "delete" };
        },
      },
    });
    app.get("/api/v1/things", { schema: { querystring: PagingQuery } }, async (req) => {
      const q = req.query as PagingQueryT;
      return pageOf([q], 45, paging(q));
    });
    app.get("/api/v1/boom", async () => {
      throw new Error("database password is hunter2");
    });
  });
});
afterAll(() => t.close());

describe("query strings", () => {
  it("reads Laravel-style arrays and orderBy", () => {
    expect(parseQuery("status[]=Loading&status[]=Waiting&orderBy[campo]=name&orderBy[ordem]=desc&page=2")).toEqual({
      status: ["Loading", "Waiting"],
      campo: "name",
      ordem: "desc",
      page: "2",
    });
  });
});

describe("paging", () => {
  it("defaults to page 1 of 20 and computes last_page", async () => {
    const res = await t.app.inject({ url: "/api/v1/things" });
    expect(res.json()).toMatchObject({ page: 1, last_page: 3, per_page: 20, total: 45 });
  });

  it("refuses a page size over 100 and a bad page with 422", async () => {
    const res = await t.app.inject({ url: "/api/v1/things?per_page=1000&page=abc" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["page", "per_page"]);
  });
});

describe("method override", () => {
  it("routes POST with _method=put (JSON or query) to the PUT handler", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/things/7",
      payload: { _method: "put", name: "A" },
    });
    expect(json.json()).toEqual({ did: "put" });
    const query = await t.app.inject({ method: "POST", url: "/api/v1/things/8?_method=PUT", payload: { name: "B" } });
    expect(query.json()).toEqual({ did: "put" });
    expect(calls).toContain("put 7");
    expect(calls).toContain("put 8");
  });

  it("routes form-encoded _method=delete to the DELETE handler", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/things/9",
      payload: "_method=delete",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.json()).toEqual({ did: "delete" });
  });

  it("validates the overridden PUT body with dotted keys", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/things/7",
      payload: { _method: "put", name: "", terminais: [{ name: "ok" }, { name: "" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["name", "terminais.1.name"]);
  });

  it("keeps the real verbs working and refuses a POST without _method", async () => {
    expect((await t.app.inject({ method: "PUT", url: "/api/v1/things/1", payload: { name: "x" } })).json()).toEqual({
      did: "put",
    });
    expect((await t.app.inject({ method: "DELETE", url: "/api/v1/things/1" })).json()).toEqual({ did: "delete" });
    const bare = await t.app.inject({ method: "POST", url: "/api/v1/things/1", payload: { name: "x" } });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors._method).toBeDefined();
  });
});

describe("error envelope", () => {
  it("hides internal errors behind the system-error message", async () => {
    const res = await t.app.inject({ url: "/api/v1/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("hunter2");
    expect(res.json()).toEqual({ message: "A system error has occurred, please reload the page" });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/v1/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it("publishes the OpenAPI description", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(["/api/v1/oauth/token", "/api/v1/me", "/api/v1/register"]),
    );
  });

  it("names and describes every operation for client generators: a unique operationId, a summary, a success and a refusal", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json<{
      servers?: unknown[];
      paths: Record<
        string,
        Record<string, { operationId?: string; summary?: string; responses?: Record<string, unknown> }>
      >;
    }>();
    expect(doc.servers?.length).toBeGreaterThan(0);
    // The product's operations (this file's app adds /things and /boom of its own).
    const product = Object.entries(doc.paths).filter(([url]) => !/^\/api\/v1\/(things|boom)\b/.test(url));
    const ops = product.flatMap(([url, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, ...op })),
    );
    expect(ops.length).toBeGreaterThan(80);
    const lacking = ops.flatMap((op) => {
      const codes = Object.keys(op.responses ?? {});
      const missing = [
        !op.operationId && "operationId",
        !op.summary && "summary",
        !codes.some((c) => c.startsWith("2")) && "2xx",
        !codes.some((c) => c.startsWith("4")) && "4xx",
      ].filter(Boolean);
      return missing.length ? [`${op.at}: ${missing.join(", ")}`] : [];
    });
    expect(lacking).toEqual([]);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
    expect(ops.find((op) => op.at === "GET /api/v1/lineups/{id}/history")?.operationId).toBe("getLineupsByIdHistory");
  });

  it("describes the body of every success that has one: JSON, a file or a page (issue 22)", async () => {
    type Answer = { content?: Record<string, { schema?: unknown }> };
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
    }>();
    const types = new Map<string, string[]>();
    // The product's operations (this file's app adds /things and /boom of its own).
    const product = Object.entries(doc.paths).filter(([url]) => !/^\/api\/v1\/(things|boom)\b/.test(url));
    const undescribed = product.flatMap(([url, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const successes = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith("2") && code !== "204");
        const described = successes.flatMap(([, answer]) =>
          Object.entries(answer.content ?? {}).flatMap(([type, media]) => (media.schema ? [type] : [])),
        );
        types.set(`${method.toUpperCase()} ${url.replace("/api/v1", "")}`, described);
        return successes.length && !described.length ? [`${method.toUpperCase()} ${url}`] : [];
      }),
    );
    expect(undescribed).toEqual([]);
    expect(types.get("POST /lineups/download")).toEqual([
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(types.get("GET /admin/backups/{name}")).toEqual(["application/gzip"]);
    expect(types.get("POST /weekly-reports/unsubscribe")).toEqual(["text/html"]);
  });
});
