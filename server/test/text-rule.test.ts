import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { findUnsafeInput, normalizeLineBreaks } from "../src/http/safe-input";
import { isAllowedText, visibleText } from "../src/http/text-rule";
import { makePort } from "./factories";
import { bearer, createUser, startApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = (await createUser(t.app, ROLE.admin)).token;
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/v1/${url}`, headers: bearer(admin), payload });

describe("the text rule (issue 19)", () => {
  it("refuses noncharacters, controls and lone surrogates; tab and line feed only in multi-line fields", () => {
    for (const bad of [
      "\ufffe",
      "\uffff",
      "\ufdd0",
      "\u{10fffe}",
      "\u0001",
      "\u000b",
      "\u007f",
      "\u0085",
      "\ud800",
      "\r",
    ]) {
      expect(isAllowedText(`a${bad}b`), JSON.stringify(bad)).toBe(false);
      expect(isAllowedText(`a${bad}b`, true), JSON.stringify(bad)).toBe(false);
    }
    expect(isAllowedText("a\tb\nc")).toBe(false);
    expect(isAllowedText("a\tb\nc", true)).toBe(true);
    expect(isAllowedText("Açúcar – ½ 🚢 \u2028 \ue000 \u0378 \u200d")).toBe(true);
    expect(findUnsafeInput({ list: [{ observacao: "line one\n\tline two" }] })).toBeUndefined();
    expect(findUnsafeInput({ list: [{ name: "a\tb" }] })?.field).toBe("list.0.name");
    expect(visibleText("a\u0001b\ufffec")).toBe("a\ufffdb\ufffdc");
    expect(visibleText("a\r\nb\u000bc", true)).toBe("a\nb\ufffdc");
  });

  it("reads a multi-line field's CR LF and lone CR as line feeds (Windows clients, form-encoded textareas); elsewhere CR stays refused", () => {
    const body = { list: [{ observacao: "one\r\ntwo\rthree", name: "a\r\nb" }], remark: "x\r\ny" };
    normalizeLineBreaks(body);
    expect(body).toEqual({ list: [{ observacao: "one\ntwo\nthree", name: "a\r\nb" }], remark: "x\ny" });
    expect(findUnsafeInput(body)?.field).toBe("list.0.name");
  });

  it("answers 422 naming the field: a receiver's name with U+FFFE, a destination port's country with U+FFFF, a control character in a note", async () => {
    const receiver = await post("recebedores", { name: "Fertipar\ufffe" });
    expect(receiver.statusCode).toBe(422);
    expect(receiver.json()).toEqual({
      message: "The given data was invalid.",
      errors: { name: ["The name field contains characters that are not allowed."] },
    });
    const destination = await post("lineups_portos", { name: "Qingdao", pais: "China\uffff" });
    expect(destination.statusCode).toBe(422);
    expect(destination.json().errors).toEqual({ pais: ["The pais field contains characters that are not allowed."] });
    const tab = await post("afretadores", { name: "Car\tgill" });
    expect(tab.json().errors).toEqual({ name: ["The name field contains characters that are not allowed."] });

    const place = await makePort(t.app);
    const note = (observacao: string) =>
      post("lineups/list", {
        terminal_id: place.terminal.id,
        list: [{ is_observacao: 1, observacao, status: "Expected", carga_tipo_id: place.type.id }],
        deleted_lines: [],
      });
    const refused = await note("swell\u0001");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "list.0.observacao": ["The observacao field contains characters that are not allowed."],
    });
    const kept = await note("Swell on Friday\n\tberth 2 closed");
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("checks query strings too", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/recebedores?name=${encodeURIComponent("a\uffff")}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ["The name field contains characters that are not allowed."] });
  });
});
