import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/inputdate/test");
});

test("a full date typed with the mask becomes its ISO value", async ({ page }) => {
  const input = page.getByLabel("First date");
  await input.pressSequentially("15032030");
  await expect(input).toHaveValue("15/03/2030");
  await input.blur();
  await expect(page.getByTestId("First date value")).toHaveText("2030-03-15");
  // The second input is independent.
  await expect(page.getByTestId("Second date value")).toHaveText("empty");
});

test("letters are refused by the mask and an impossible date says 'Invalid date!' and is cleared", async ({ page }) => {
  const input = page.getByLabel("Second date");
  await input.pressSequentially("garbage");
  await expect(input).toHaveValue("");
  await input.pressSequentially("31022030");
  await input.press("Tab");
  await expect(page.getByText(MESSAGES.invalidDate)).toBeVisible();
  await expect(input).toHaveValue("");
  await expect(page.getByTestId("Second date value")).toHaveText("empty");
  // A correct date afterwards is accepted and the message goes away.
  await input.pressSequentially("01012031");
  await input.press("Tab");
  await expect(page.getByTestId("Second date value")).toHaveText("2031-01-01");
  await expect(page.getByText(MESSAGES.invalidDate)).toHaveCount(0);
});

test("in November, a January day typed without a year means next year", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2030-11-20T12:00:00"));
  const input = page.getByLabel("First date");
  await input.pressSequentially("1001");
  await input.press("Tab");
  await expect(page.getByTestId("First date value")).toHaveText("2031-01-10");
  await expect(input).toHaveValue("10/01/2031");
  // A later month of the same year stays in the current year.
  await input.fill("");
  await input.pressSequentially("0512");
  await input.press("Tab");
  await expect(page.getByTestId("First date value")).toHaveText("2030-12-05");
});
