import type { DistributionList } from "@lineup/shared/wire/distribution";
import { describe, expect, it } from "vitest";
import {
  LIST_CHECKS,
  listFormValues,
  listPayload,
  sendAtProblem,
  serverErrorsByField,
  tidyTime,
} from "./list-form-values";

const saved: DistributionList = {
  id: 7,
  name: "Santos fertilizer, clients",
  porto_id: 1,
  carga_tipo_id: 3,
  filters: { carga_id: [12] },
  client_columns: false,
  addresses: ["trader@example.com", "ops@example.com"],
  weekdays: [1, 3, 5],
  send_at: "07:30",
  intro: null,
  porto: { id: 1, name: "Santos", time_zone: "America/Sao_Paulo" },
  carga_tipo: { id: 3, name: "FERTILIZER" },
  schedule: "Mon, Wed, Fri at 07:30 America/Sao_Paulo",
  last_run: null,
};

describe("the distribution list form's values", () => {
  it("start blank with client columns, or from a saved list", () => {
    expect(listFormValues()).toEqual({
      name: "",
      porto_id: "",
      carga_tipo_id: "",
      columns: "client",
      addresses: "",
      weekdays: [],
      send_at: "",
      intro: "",
      statuses: [],
    });
    expect(listFormValues(saved)).toMatchObject({
      porto_id: "1",
      carga_tipo_id: "3",
      columns: "staff",
      addresses: "trader@example.com\nops@example.com",
      weekdays: ["1", "3", "5"],
      intro: "",
    });
  });

  it("become the API's body: numbers, cleaned addresses, weekdays, null for an empty e-mail text", () => {
    const body = listPayload({
      ...listFormValues(saved),
      name: "  Daily  ",
      addresses: "a@example.com, A@example.com\nb@example.com",
      weekdays: ["5", "0"],
      send_at: "7:30",
      intro: "   ",
      columns: "client",
    });
    expect(body).toMatchObject({
      name: "Daily",
      porto_id: 1,
      carga_tipo_id: 3,
      client_columns: true,
      addresses: ["a@example.com", "b@example.com"],
      weekdays: [0, 5],
      send_at: "07:30",
      intro: null,
    });
    expect(listPayload({ ...listFormValues(saved), intro: "Good morning,\nthe line-up." }).intro).toBe(
      "Good morning,\nthe line-up.",
    );
  });

  it("send the chosen statuses as filters.status, and keep the filters the form does not show", () => {
    const values = { ...listFormValues(saved), statuses: ["Waiting" as const, "Loading" as const] };
    expect(listPayload(values, saved.filters).filters).toEqual({ carga_id: [12], status: ["Loading", "Waiting"] });
    expect(listPayload({ ...values, statuses: [] }, { status: [], carga_id: [12] }).filters).toEqual({
      carga_id: [12],
    });
    expect(listPayload(listFormValues()).filters).toEqual({});
  });
});

describe("the form's own checks", () => {
  it("read short times as hh:mm and name a wrong one", () => {
    expect(tidyTime("7:30")).toBe("07:30");
    expect(tidyTime("730")).toBe("07:30");
    expect(tidyTime(" 17h45 ")).toBe("17:45");
    expect(tidyTime("7:3")).toBe("7:3");
    expect(sendAtProblem("")).toMatch(/^Enter the time/);
    expect(sendAtProblem("24:00")).toMatch(/^Enter a 24-hour time/);
    expect(sendAtProblem("7.30")).toBeUndefined();
  });

  it("ask for a name, a port, a comm type, addresses and a weekday", () => {
    expect(LIST_CHECKS.name("  ")).toBe("Enter the list's name.");
    expect(LIST_CHECKS.porto_id("")).toMatch(/port/);
    expect(LIST_CHECKS.carga_tipo_id("")).toMatch(/comm type/);
    expect(LIST_CHECKS.addresses("")).toBe("Enter at least one e-mail address.");
    expect(LIST_CHECKS.weekdays([])).toBe("Tick at least one weekday.");
    expect(LIST_CHECKS.weekdays(["1"])).toBe(true);
  });
});

describe("a 422 on the form", () => {
  it("lands on the fields it names, an address's message naming the address", () => {
    const byField = serverErrorsByField(
      {
        "addresses.1": ["The addresses field must be a valid email."],
        "filters.status.0": ["The selected status is invalid."],
        porto_id: ["The selected port is invalid: choose one of the ports whose line-up you keep."],
        send_at: ["The send at field format is invalid."],
        client_columns: ["The client columns field must be true or false."],
        body: ["Something else."],
      },
      ["ok@example.com", "bad@example"],
    );
    expect(Object.fromEntries(byField)).toEqual({
      addresses: "bad@example: The addresses field must be a valid email.",
      statuses: "The selected status is invalid.",
      porto_id: "The selected port is invalid: choose one of the ports whose line-up you keep.",
      send_at: "The send at field format is invalid.",
      columns: "The client columns field must be true or false.",
      root: "Something else.",
    });
  });

  it("joins the messages of one field, each once", () => {
    const byField = serverErrorsByField({ weekdays: ["A."], "weekdays.0": ["A.", "B."] });
    expect(byField.get("weekdays")).toBe("A. B.");
  });
});
