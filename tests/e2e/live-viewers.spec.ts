import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "./test";
import { apiAs, editTerminals, revealRow, type Named, type SavedRow as Row } from "./helpers";
import { followedBy, santosTgg, type LineupOptions } from "./tgg-rows";
import { liveBoardFor } from "./sign-in";

/**
 * Issue 11: every open board follows a remote save from its live room alone —
 * rows, the filters' effect, counts and the terminal's header — without
 * reading the board again over HTTP.
 */

// Four browsers and several saves per test.
test.describe.configure({ timeout: 180_000 });

/** The admin API, the Santos / TGG ids and a comm the demo client follows. */
async function santos(request: APIRequestContext) {
  const admin = await apiAs(request, "admin@demo.local");
  const operator = await apiAs(request, "operator@demo.local");
  const client = await apiAs(request, "client@demo.local");
  const o = await admin.get<LineupOptions>("/lineups/parametros");
  const followed = await followedBy(client);
  const comm = o.cargas.find((c) => c.tipo_id === 1 && followed.has(c.id));
  const { santos: port, tgg } = santosTgg(o);
  // Real parties (no "to be informed"), so a row may be set to Sailed.
  const known = <T extends Named>(list: T[]) => list.find((x) => x.name.trim().toUpperCase() !== "TBI");
  const [charterer, receiver, agency] = [known(o.afretadores), known(o.recebedores), known(o.agencias)];
  const destination = o.lineups_portos.find((d) => d.pais && d.pais.trim().toUpperCase() !== "TBI");
  if (!comm || !charterer || !receiver || !agency || !destination) throw new Error("seed data missing");
  /** A new row on TGG (a new vessel each time). */
  const addRow = async (values: Record<string, unknown>) => {
    const vessel = await admin.post<Named>("/navios", {
      name: `VIEW ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`,
    });
    const saved = await admin.post<{ lineups: Row[] }>("/lineups/list", {
      terminal_id: tgg.id,
      list: [
        {
          carga_tipo_id: 1,
          navio_id: vessel.id,
          carga_id: comm.id,
          afretador_id: charterer.id,
          recebedor_id: receiver.id,
          agencia_id: agency.id,
          destination_porto: destination.id,
          qty: "1000",
          ...values,
        },
      ],
      deleted_lines: [],
    });
    const row = saved.lineups[0];
    if (!row) throw new Error("row not saved");
    return { ...row, vessel };
  };
  /** Someone else's save of some fields of a row (the admin's, unless `by`), as the board sends it; returns when it was sent (ms since the epoch). */
  const saveFields = async (id: number, patch: Record<string, unknown>, by = admin) => {
    const current = await by.get<Row>(`/lineups/${id}`);
    const sentAt = Date.now();
    await by.post("/lineups/list", {
      terminal_id: tgg.id,
      list: [{ id, version: current.version, ...patch }],
      deleted_lines: [],
    });
    return sentAt;
  };
  return { admin, operator, port, tgg, addRow, saveFields };
}

/** A viewer's board on Santos, live, with a count of the HTTP bytes it receives (as the network sees them: headers and compressed bodies). */
async function viewer(browser: Browser, email: string) {
  const { context, ...board } = await liveBoardFor(browser, email);
  const { page } = board;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // Counted from the last reset: the requests sent since then (not an earlier load that finishes after it).
  const sent = new Map<string, string>();
  const http = {
    bytes: 0,
    /** Each request read: its URL and what sent it. */
    reads: [] as string[],
    reset() {
      http.bytes = 0;
      http.reads = [];
      sent.clear();
    },
  };
  // Each request named with what sent it (the script's frame, or the parser), to tell a stray read's cause.
  cdp.on("Network.requestWillBeSent", (e) => {
    const frames = [];
    for (let stack = e.initiator.stack; stack && frames.length < 6; stack = stack.parent)
      frames.push(...stack.callFrames.map((f) => `${f.functionName || "?"} ${f.url.split("/").pop()}:${f.lineNumber}`));
    sent.set(e.requestId, `${e.request.url} (sent by ${frames.slice(0, 6).join(" < ") || e.initiator.type})`);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const read = sent.get(e.requestId);
    if (read === undefined) return;
    http.bytes += e.encodedDataLength;
    http.reads.push(read);
  });
  return { email, ...board, http, close: () => context.close() };
}

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);

/**
 * Notes, in the page, when a row's status cell first shows `status` (or, with
 * null, when the row is gone): the time the browser showed it, whatever the
 * delay of the test's own checks on a busy machine. Call before the save. A
 * drawn row whose change also moves it out of the drawn rows (a new ETB) is
 * drawn no more: the board showed the change then too.
 */
async function watchRow(page: Page, id: number, status: string | null) {
  await page.evaluate(
    ({ id, status }) => {
      const w = window as unknown as { shownAt?: number };
      delete w.shownAt;
      const find = () => document.querySelector(`[aria-label="TGG line-up"] [row-id="row-${id}"]`);
      const drawn = find() !== null;
      const check = () => {
        const row = find();
        const done = row
          ? status !== null && row.querySelector('[col-id="status"]')?.textContent?.includes(status)
          : drawn;
        if (done && w.shownAt === undefined) {
          w.shownAt = Date.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { id, status },
  );
  /** Milliseconds from `since` to when the page showed it. */
  return async (since: number) => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt), { timeout: 20_000 })
      .toBeDefined();
    return (await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt)) - since;
  };
}

/** The port's BERTHED / WAITING / EXPECTED counts as a viewer sees them. */
async function counts(page: Page) {
  const text = (await page.getByLabel("Santos counts").innerText()).replace(/\s+/g, " ");
  const n = (label: string) => Number(new RegExp(`${label} (\\d+)`).exec(text)?.[1]);
  return { berthed: n("BERTHED"), waiting: n("WAITING AT ANCHORAGE"), expected: n("EXPECTED TO CALL") };
}

/** The counts `GET /lineups` gives for Santos with the board's default filters. */
async function serverCounts(admin: Awaited<ReturnType<typeof santos>>["admin"], portId: number) {
  const board = await admin.get<{ portos: { counts: unknown }[] }>(`/lineups?carga_tipo_id=1&porto_id[]=${portId}`);
  return board.portos[0]?.counts;
}

test("four viewers see an API save within 2 s, each for under 5 KB of HTTP; a row that stops matching the filters leaves every board and its counts", async ({
  browser,
  request,
}) => {
  const s = await santos(request);
  const row = await s.addRow({ status: "Waiting", eta: "2031-06-01" });
  const viewers = await Promise.all(
    ["operator@demo.local", "basic@demo.local", "admin@demo.local", "client@demo.local"].map((email) =>
      viewer(browser, email),
    ),
  );
  for (const v of viewers) {
    // The grid draws only the rows in view: bring ours (dated 2031, at the end) into it.
    await revealRow(v.grid, row.id);
    await expect(cellOf(v.grid, row.id, "status")).toHaveText("Waiting");
    await expect(v.section.getByText(/Updated .* by Ana Admin/)).toBeVisible();
  }
  const before = await Promise.all(viewers.map((v) => counts(v.page)));

  // The operator sets Waiting -> Loading: on every board within 2 s, with the counts moved from WAITING to BERTHED and the terminal's last update theirs.
  let shown = await Promise.all(viewers.map((v) => watchRow(v.page, row.id, "Loading")));
  for (const v of viewers) v.http.reset();
  let sentAt = await s.saveFields(row.id, { status: "Loading", etb: "2031-06-03" }, s.operator);
  for (const [i, v] of viewers.entries()) {
    expect(await shown[i]!(sentAt), v.email).toBeLessThan(2000);
    // Its new ETB moves the row within the ETB order, possibly out of the drawn rows: bring it back into view.
    await revealRow(v.grid, row.id);
    await expect(cellOf(v.grid, row.id, "status"), v.email).toHaveText("Loading");
    expect(v.http.bytes, `${v.email} read ${v.http.reads.join(", ")}`).toBeLessThan(5000);
    await expect(v.section.getByText(/Updated .* by Olga Operator/), v.email).toBeVisible();
    const b = before[i];
    if (b) expect(await counts(v.page)).toEqual({ ...b, berthed: b.berthed + 1, waiting: b.waiting - 1 });
  }
  // Nothing is read afterwards either (the board used to re-read 800 ms after a change).
  await viewers[0]?.page.waitForTimeout(1500);
  for (const v of viewers) expect(v.http.bytes, `${v.email} read ${v.http.reads.join(", ")}`).toBeLessThan(5000);

  // Loading -> Sailed: the default filters hide Sailed, so the row leaves every board and BERTHED goes back down (WAITING stays one less).
  shown = await Promise.all(viewers.map((v) => watchRow(v.page, row.id, null)));
  for (const v of viewers) v.http.reset();
  sentAt = await s.saveFields(row.id, { status: "Sailed" });
  for (const [i, v] of viewers.entries()) {
    expect(await shown[i]!(sentAt), v.email).toBeLessThan(2000);
    await expect(v.grid.locator(`[row-id="row-${row.id}"]`), v.email).toHaveCount(0);
    const b = before[i];
    if (b) expect(await counts(v.page)).toEqual({ ...b, waiting: b.waiting - 1 });
    expect(v.http.bytes, `${v.email} read ${v.http.reads.join(", ")}`).toBeLessThan(5000);
  }
  // The staff boards' counts are what GET /lineups says.
  expect(await counts(viewers[2]!.page)).toEqual(await serverCounts(s.admin, s.port.id));
  for (const v of viewers) await v.close();
});

test("a row that starts matching the filters appears in its place by ETB, without a re-read", async ({
  browser,
  request,
}) => {
  const s = await santos(request);
  const early = await s.addRow({ status: "Expected", eta: "2031-07-01", etb: "2031-07-10" });
  const late = await s.addRow({ status: "Expected", eta: "2031-07-01", etb: "2031-07-20" });
  const hidden = await s.addRow({ status: "Waiting", eta: "2031-07-01", etb: "2031-07-15" });
  const v = await viewer(browser, "operator@demo.local");
  // A board of Expected rows only: the Waiting row is not on it until it becomes Expected.
  const url = new URL(v.page.url());
  url.searchParams.delete("status");
  url.searchParams.append("status", "Expected");
  await v.page.goto(url.toString());
  await expect(v.section.getByText("Live", { exact: true })).toBeVisible();
  await revealRow(v.grid, late.id);
  await expect(cellOf(v.grid, late.id, "status")).toHaveText("Expected");
  await expect(v.grid.locator(`[row-id="row-${hidden.id}"]`)).toHaveCount(0);
  const before = await counts(v.page);

  const appeared = await watchRow(v.page, hidden.id, "Expected");
  v.http.reset();
  const sentAt = await s.saveFields(hidden.id, { status: "Expected" });
  expect(await appeared(sentAt)).toBeLessThan(2000);
  await expect(cellOf(v.grid, hidden.id, "status")).toHaveText("Expected");
  const index = async (id: number) => Number(await v.grid.locator(`[row-id="row-${id}"]`).getAttribute("row-index"));
  expect(await index(early.id)).toBeLessThan(await index(hidden.id));
  expect(await index(hidden.id)).toBeLessThan(await index(late.id));
  expect(await counts(v.page)).toEqual({ ...before, expected: before.expected + 1 });
  expect(v.http.bytes).toBeLessThan(5000);
  await v.close();
});

test("a terminal's header changed through the port API shows on open boards without a reload", async ({
  browser,
  request,
}) => {
  const s = await santos(request);
  const viewers = await Promise.all([viewer(browser, "operator@demo.local"), viewer(browser, "client@demo.local")]);
  const remark = `Pilot boarding moved ${Date.now()}`;
  for (const v of viewers) v.http.reset();
  await editTerminals(s.admin, s.port.id, (t) => (t.id === s.tgg.id ? { rate: "54321", remark } : {}));
  for (const v of viewers) {
    await expect(v.section.getByText(remark), v.email).toBeVisible({ timeout: 10_000 });
    await expect(v.section.getByText("54321"), v.email).toBeVisible();
    expect(v.http.bytes, `${v.email} read ${v.http.reads.join(", ")}`).toBeLessThan(5000);
  }
  for (const v of viewers) await v.close();
});
