import { expect, test, type Locator, type Page } from "./test";
import { signIn } from "./sign-in";

/*
 * Each list says in words when its filter matches nothing, and the edit page of a record that does not exist says
 * so: one admin, list after list.
 */
interface Case {
  list: string;
  filter: (page: Page) => Locator;
  empty: string;
  /** The edit page of a record that does not exist, and what it says. */
  missing?: [path: string, text: string];
}

const CASES: Case[] = [
  {
    list: "/cargas_tipos/listar",
    filter: (page) => page.getByRole("textbox", { name: "Comm type" }),
    empty: "No comms found",
    missing: ["/cargas_tipos/editar/999999", "Comm type not found."],
  },
  {
    list: "/portos/listar",
    filter: (page) => page.getByLabel("Port", { exact: true }),
    empty: "No port found",
    missing: ["/portos/editar/999999", "Port not found."],
  },
  {
    list: "/usuarios/listar",
    filter: (page) => page.getByRole("textbox", { name: "Name", exact: true }),
    empty: "No users found",
  },
  { list: "/usuarios/atividades", filter: (page) => page.getByLabel("Search"), empty: "No user activities found" },
];

test("each list says when its filter matches nothing, and a record that does not exist says so", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  for (const { list, filter, empty, missing } of CASES)
    await test.step(list, async () => {
      await page.goto(list);
      await filter(page).fill(`nothing ${Date.now()}`);
      await expect(page.getByText(empty)).toBeVisible();
      if (!missing) return;
      await page.goto(missing[0]);
      await expect(page.getByText(missing[1])).toBeVisible();
    });
});
