import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailKey, ROLE } from "@lineup/shared";
import { createUser, startApp, type TestApp } from "../helpers";
import { confusableSpelling } from "./confusable-emails";
import { isAllowedText } from "../../src/http/text-rule";
import { QUICK } from "./reliability-server";

/**
 * One e-mail, one identity, attacked (issue 19): generated spellings of three
 * accounts' addresses. A spelling with the account's key logs in to it and to
 * nothing else; any other logs in to nothing; and the login's limit counts
 * every spelling of one identity on one counter, so spelling variants buy an
 * attacker no extra guesses. On PGlite, or PostgreSQL with DATABASE_URL.
 */
const RUNS = QUICK ? 40 : 300;
const LIMIT = 4;
const TARGETS = ["admin@demo.local", "Straße@osmosis.de", "Ωmega.siδ@kelvin.gr"];

let t: TestApp;
let accounts: { email: string; id: number; password: string }[];
beforeAll(async () => {
  t = await startApp({ tokenRateLimit: 1_000_000 });
  accounts = [];
  for (const email of TARGETS) {
    const u = await createUser(t.app, ROLE.admin, { email, password: "right-password" });
    accounts.push({ email, id: u.user.id, password: u.password });
  }
});
afterAll(() => t.close());

const login = (app: TestApp["app"], username: string, password: string) =>
  app.inject({ method: "POST", url: "/api/v1/oauth/token", payload: { grant_type: "password", username, password } });

describe("confusable e-mail addresses", () => {
  it(`${RUNS} generated spellings: the account's identity logs in to that account only, a look-alike to none`, async () => {
    const outcomes = { same: 0, other: 0 };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS.keys()), fc.context(), async (i, ctx) => {
        const account = accounts[i];
        if (!account) return;
        const spelling = fc.sample(confusableSpelling(account.email), 1)[0] ?? account.email;
        ctx.log(JSON.stringify(spelling));
        const res = await login(t.app, spelling, account.password);
        // A spelling with a character the text rule refuses (a tab, a control character) is refused before any login (422).
        if (!isAllowedText(spelling)) {
          outcomes.other += 1;
          expect(res.statusCode).toBe(422);
        } else if (emailKey(spelling) === emailKey(account.email)) {
          outcomes.same += 1;
          expect(res.statusCode).toBe(200);
          const claims = t.app.jwt.decode<{ sub: number }>(res.json<{ access_token: string }>().access_token);
          expect(claims?.sub).toBe(account.id);
        } else {
          outcomes.other += 1;
          expect([401, 422]).toContain(res.statusCode);
        }
      }),
      { numRuns: RUNS },
    );
    console.log(
      `confusable logins: ${outcomes.same} spellings of an identity logged in to it, ${outcomes.other} look-alikes refused`,
    );
    expect(outcomes.same).toBeGreaterThan(0);
    expect(outcomes.other).toBeGreaterThan(0);
  });

  it(`spellings of one identity share one attempt counter: after ${LIMIT} attempts in any spellings, the right password is refused`, async () => {
    const limited = await startApp({ tokenRateLimit: LIMIT });
    try {
      for (const email of TARGETS) {
        // Its creation logs in once: that is the first attempt counted.
        const account = await createUser(limited.app, ROLE.admin, { email, password: "right-password" });
        // Spellings the text rule lets through (the others never reach the login, so they are not counted).
        const same = fc
          .sample(confusableSpelling(email), 200)
          .filter((s) => isAllowedText(s) && emailKey(s) === emailKey(email));
        const guesses = same.slice(0, LIMIT - 1);
        expect(guesses).toHaveLength(LIMIT - 1);
        // Sent together: attempts in flight at once are all counted.
        const answers = await Promise.all(guesses.map((s) => login(limited.app, s, "wrong-password")));
        expect(answers.map((a) => a.statusCode)).toEqual(Array(LIMIT - 1).fill(401));
        const last = same[LIMIT] ?? account.email;
        expect((await login(limited.app, last, account.password)).statusCode, JSON.stringify(last)).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
