import net from "node:net";
import { suitePort } from "./own-server";
import { test as base } from "./test";

/**
 * A link between the browser and the suite's server that can die the way port links do: without saying so. Down,
 * it still accepts connections and takes what is sent, but nothing reaches the server and nothing comes back, no
 * error and no close (the browser waits minutes before it gives up on such a request). Up again, the connections
 * it held are cut, as a recovering link ends them, and new ones reach the server.
 */
export interface DeadLink {
  url: string;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function openDeadLink(port: number): Promise<DeadLink> {
  let isDown = false;
  const held = new Set<net.Socket>();
  const hold = (...sockets: net.Socket[]) => {
    for (const s of sockets) {
      s.unpipe();
      s.pause();
      held.add(s);
    }
  };
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    client.on("error", () => {});
    if (isDown) return hold(client);
    const upstream = net.connect(port, "127.0.0.1");
    upstream.on("error", () => client.destroy());
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const forget = () => void pairs.delete(pair);
    client.on("close", () => (forget(), upstream.destroy()));
    // A held connection says nothing to the browser, even when the server ends its side.
    upstream.on("close", () => (forget(), held.has(upstream) || client.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the link has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    down: () => {
      isDown = true;
      for (const pair of pairs) hold(...pair);
      pairs.clear();
    },
    up: () => {
      isDown = false;
      for (const s of held) s.destroy();
      held.clear();
    },
    close: async () => {
      for (const s of held) s.destroy();
      for (const pair of pairs) for (const s of pair) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Playwright's `test` with the page reaching the worker's server through a link the test can cut (`link`). */
export const test = base.extend<{ link: DeadLink }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  link: async ({}, use, testInfo) => {
    const link = await openDeadLink(suitePort(testInfo.parallelIndex));
    await use(link);
    await link.close();
  },
  baseURL: async ({ link }, use) => use(link.url),
});
