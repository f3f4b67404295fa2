import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailKey, ROLE } from "@lineup/shared";
import { hashPassword } from "../src/auth/passwords";
import { MIGRATIONS_DIR, type Db } from "../src/db/client";
import { users } from "../src/db/schema";
import { PENDING_KEY, reconcileEmailKeys } from "../src/users/email-keys";
import { createUser, multipart, startApp, type TestApp, sendForm } from "./helpers";

/** One e-mail, one identity (issue 19, "Identity"): every path looks an address up by its key. */
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ tokenRateLimit: 5 });
});
afterAll(() => t.close());

const token = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/oauth/token", payload: { grant_type: "password", username, password } });

describe("login and its limits", () => {
  it("admİn@ (U+0130) is not admin@: it neither logs in as admin nor gets a counter of its own for admin's address", async () => {
    const admin = await createUser(t.app, ROLE.admin, { email: "admin@ident.local", password: "right-password" });
    expect((await token("admİn@ident.local", admin.password)).statusCode).toBe(401);
    expect((await token("ADMİN@IDENT.LOCAL", admin.password)).statusCode).toBe(401);
    // Its login and four wrong guesses through spellings of one identity exhaust that identity's counter.
    for (const spelling of ["Admin@ident.local", "ＡＤＭＩＮ@ident.local", " admin@IDENT.local ", "ａdmin@Ident.Local"])
      expect((await token(spelling, "wrong")).statusCode).toBe(401);
    expect((await token("admin@ident.local", admin.password)).statusCode).toBe(429);
  });

  it("logs in with any spelling of the same identity: case, full width, ß and its capitals", async () => {
    const u = await createUser(t.app, ROLE.client, { email: "Straße@ident.de", password: "right-password" });
    for (const spelling of ["strasse@ident.de", "STRASSE@IDENT.DE", "ｓｔｒａßｅ@ident.de", "STRAẞE@ident.de"]) {
      const res = await token(spelling, u.password);
      expect(res.statusCode, spelling).toBe(200);
    }
  });
});

describe("uniqueness", () => {
  it("registration, profile and user administration refuse an address that is another account's identity", async () => {
    const taken = await createUser(t.app, ROLE.client, { email: "Ünal@ident.com" });
    // Sign-up accepts ASCII addresses only (its schema's e-mail format); the profile and user forms accept any.
    await createUser(t.app, ROLE.client, { email: "Kelvin@ident.com" });
    const register = await t.app.inject({
      method: "POST",
      url: "/api/v1/register",
      payload: {
        name: "Copy",
        email: "KELVIN@IDENT.COM",
        password: "long-enough",
        password_confirmation: "long-enough",
      },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors.email).toEqual(["The email has already been taken."]);

    const other = await createUser(t.app, ROLE.client);
    const profile = multipart({ email: "U\u0308NAL@IDENT.COM" });
    const res = await sendForm(t.app, other.token, "POST", "/me", profile);
    expect(res.statusCode).toBe(422);

    const admin = await createUser(t.app, ROLE.admin);
    const form = multipart({
      name: "Dup",
      email: "ÜNAL@ident.com",
      role_id: String(ROLE.client),
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    const created = await sendForm(t.app, admin.token, "POST", "/users", form);
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.email).toEqual(["The email has already been taken."]);
    expect(taken.user.id).toBeGreaterThan(0);
  });

  it("two sign-ups of one identity at the same moment: one account, the other 422 on email", async () => {
    const answers = await Promise.all(
      ["race@ident.io", "RACE@ident.io", "ｒａｃｅ@ident.io"].map((email) =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/register",
          payload: { name: "Racer", email, password: "long-enough", password_confirmation: "long-enough" },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
    const rows = await t.app.db.select().from(users).where(eq(users.email_key, "race@ident.io"));
    expect(rows).toHaveLength(1);
  });
});

describe("password reset", () => {
  it("a reset asked with another spelling mails the account's stored address, and the reset works with yet another", async () => {
    const u = await createUser(t.app, ROLE.operator, { email: "Reset.Me@ident.local" });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/password-forgot",
          payload: { email: "RESET.ME@IDENT.LOCAL" },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await vi.waitFor(() => {
      const sent = t.mail.find((m) => m.to === "Reset.Me@ident.local");
      if (!sent) throw new Error("no mail yet");
      return sent;
    });
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/password-reset",
      payload: {
        token: resetToken,
        email: "reset.me@ident.local",
        password: "after-reset-1",
        password_confirmation: "after-reset-1",
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await token("reset.me@ident.local", "after-reset-1")).statusCode).toBe(200);
    expect(u.user.id).toBeGreaterThan(0);
  });
});

describe("migration 0014 and the start-up keys", () => {
  it("keys every stored address, leaves colliding ones pending (reported, not merged, no login) and is idempotent", async () => {
    // A database migrated up to 0013, holding addresses the old lower() index allowed side by side
    // (it refused admİn@ beside admin@, lower() making both admin@: that pair cannot exist before 0014).
    const dir = mkdtempSync(path.join(tmpdir(), "lineup-migrations-"));
    const client = new PGlite();
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const journalPath = path.join(dir, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 14) }));
      const pg = drizzle(client);
      await migrate(pg, { migrationsFolder: dir });
      const hash = await hashPassword("old-password");
      const insert = (email: string) =>
        client.query(`INSERT INTO users (name, email, password_hash, role_id) VALUES ($1, $1, $2, 4) RETURNING id`, [
          email,
          hash,
        ]);
      for (const email of [
        "Plain@Old.Local",
        "Straße@old.de",
        "STRASSE@old.de",
        "Ｗide@old.jp",
        "admİn@old.local",
        "ꭰꭱ@old.chr",
      ])
        await insert(email);

      await migrate(pg, { migrationsFolder: MIGRATIONS_DIR });
      const db = drizzle(client, { schema: { users } });
      const report = await reconcileEmailKeys(db as unknown as Db);
      const rows = await db.select({ email: users.email, key: users.email_key }).from(users).orderBy(users.id);
      const keyOf = Object.fromEntries(rows.map((r) => [r.email, r.key]));
      expect(keyOf["Plain@Old.Local"]).toBe("plain@old.local");
      expect(keyOf["Ｗide@old.jp"]).toBe("wide@old.jp");
      expect(keyOf["admİn@old.local"]).toBe(emailKey("admİn@old.local"));
      expect(keyOf["ꭰꭱ@old.chr"]).toBe(emailKey("ꭰꭱ@old.chr"));
      // The ASCII address was keyed by the migration and keeps its identity; the other is left pending and reported with it.
      expect(keyOf["STRASSE@old.de"]).toBe("strasse@old.de");
      expect(keyOf["Straße@old.de"]).toMatch(new RegExp(`^${PENDING_KEY}`));
      const ids = Object.fromEntries(
        (await db.select({ id: users.id, email: users.email }).from(users)).map((r) => [r.email, r.id]),
      );
      expect(report.collisions).toEqual([
        { key: "strasse@old.de", ids: [ids["Straße@old.de"]], heldBy: ids["STRASSE@old.de"] },
      ]);
      // Run again at the next start: nothing new, the collision reported again.
      const again = await reconcileEmailKeys(db as unknown as Db);
      expect(again.keyed).toBe(0);
      expect(again.collisions).toHaveLength(1);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // An embedded database migrated twice from nothing: slow on a loaded machine.
  }, 180_000);

  it("an account left pending cannot log in, not even by naming its placeholder", async () => {
    const u = await createUser(t.app, ROLE.client, { email: "pending@ident.local", password: "right-password" });
    await t.app.db
      .update(users)
      .set({ email_key: `${PENDING_KEY}${u.user.id}` })
      .where(eq(users.id, u.user.id));
    expect((await token("pending@ident.local", u.password)).statusCode).toBe(401);
    expect((await token(`${PENDING_KEY}${u.user.id}`, u.password)).statusCode).toBe(401);
  });
});

describe("start-up keys of accounts left pending", () => {
  it("two pending addresses of one identity both stay pending and are reported together; a lone one gets its key", async () => {
    // As the migration leaves them: stored side by side, both without a key.
    const stored = {
      "ǅemal@pending.ba": await createUser(t.app, ROLE.client),
      "DŽEMAL@pending.ba": await createUser(t.app, ROLE.client),
    };
    const c = await createUser(t.app, ROLE.client, { email: "Ωmega@pending.gr", password: "right-password" });
    for (const [email, u] of Object.entries(stored))
      await t.app.db
        .update(users)
        .set({ email, email_key: `${PENDING_KEY}${u.user.id}` })
        .where(eq(users.id, u.user.id));
    await t.app.db
      .update(users)
      .set({ email_key: `${PENDING_KEY}${c.user.id}` })
      .where(eq(users.id, c.user.id));
    const [a, b] = Object.values(stored);
    const report = await reconcileEmailKeys(t.app.db);
    const [keyed] = await t.app.db.select({ key: users.email_key }).from(users).where(eq(users.id, c.user.id));
    expect(keyed?.key).toBe("ωmega@pending.gr");
    expect(report.collisions).toEqual([{ key: "džemal@pending.ba", ids: [a?.user.id, b?.user.id] }]);
    expect((await token("ωMEGA@PENDING.GR", "right-password")).statusCode).toBe(200);
  });
});
