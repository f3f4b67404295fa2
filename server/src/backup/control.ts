/**
 * How `pnpm db:backup` reaches a running server on an embedded database: at
 * listen the server writes `DATA_DIR/server-control.json` (mode 0600: only the
 * server's own user reads it) with its address and a random token made at
 * start. The snapshot route accepts that token only from a loopback socket;
 * anyone who can read the file could read the database files anyway, so it
 * grants nothing new.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { isRecord } from "./format";

export interface ServerControl {
  pid: number;
  url: string;
  token: string;
}

export const controlFile = (dataDir: string) => path.join(dataDir, "server-control.json");

/** A fresh token for this server's life. */
export const newControlToken = () => randomBytes(32).toString("base64url");

/** Whether `given` is the token (in constant time). */
export function tokenMatches(token: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The URL a local command reaches the server at: loopback when it listens on every address. */
export function localUrl(address: AddressInfo): string {
  const any = address.address === "0.0.0.0" || address.address === "::";
  const host = any
    ? address.family === "IPv6"
      ? "[::1]"
      : "127.0.0.1"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function writeControl(dataDir: string, control: ServerControl) {
  const file = controlFile(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(control), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

/** Removes the file if it is this process's (a newer server's file stays). */
export function removeControl(dataDir: string) {
  if (readControl(dataDir)?.pid === process.pid) rmSync(controlFile(dataDir), { force: true });
}

export function readControl(dataDir: string): ServerControl | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(controlFile(dataDir), "utf8"));
    if (!isRecord(value)) return undefined;
    const { pid, url, token } = value;
    return typeof pid === "number" && typeof url === "string" && typeof token === "string"
      ? { pid, url, token }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Loopback addresses, IPv4, IPv6 and IPv4-mapped. */
export const isLoopback = (address: string | undefined) =>
  !!address && (address.startsWith("127.") || address === "::1" || address.startsWith("::ffff:127."));
