import { isIPv6 } from "node:net";
import { lt, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { emailKey, MESSAGES } from "@lineup/shared";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "../http/errors";
import { sha256 } from "./tokens";

/** At most `max` attempts per `windowSeconds` for one key. */
export interface LimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/** 429 with the shared message and how long to wait. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts);
  }
}

/**
 * The limit key of an account: its identity key (`emailKey`, the one the login looks up), hashed so the table holds no
 * e-mails.
 */
export const accountKey = (username: string) => sha256(emailKey(username)).slice(0, 32);

/**
 * The limit key of a client address. An IPv6 client usually holds a whole /64,
 * so its addresses count as one; IPv4-mapped addresses count as their IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window attempt counters kept in PostgreSQL (or PGlite), so every
 * instance sees the same counts. Each attempt is one atomic upsert over all
 * its keys, so attempts in flight together are all counted.
 */
export function attemptLimiter(db: Db) {
  let lastSweep = 0;

  /** Expired windows are only clutter: drop them now and then. */
  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(rateLimits).where(lt(rateLimits.reset_at, sql`now()`));
  }

  return {
    /** Counts one attempt against every rule; throws TooManyAttempts when any of them is over its limit. */
    async hit(rules: LimitRule[]): Promise<void> {
      if (!rules.length) return;
      await sweep();
      // Rows are locked in the order listed: one global order means concurrent attempts never deadlock.
      const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const rows = await db
        .insert(rateLimits)
        .values(
          sorted.map((r) => ({
            key: r.key,
            reset_at: sql`now() + make_interval(secs => ${r.windowSeconds})`,
            hits: 1,
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            reset_at: sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN excluded.reset_at ELSE
              ${rateLimits.reset_at} END`,
          },
        })
        .returning({
          key: rateLimits.key,
          hits: rateLimits.hits,
          wait: sql<number>`ceil(extract(epoch FROM ${rateLimits.reset_at} - now()))::int`,
        });
      let wait = 0;
      for (const row of rows) {
        const rule = sorted.find((r) => r.key === row.key);
        if (rule && Number(row.hits) > rule.max) wait = Math.max(wait, Number(row.wait), 1);
      }
      if (wait) throw new TooManyAttempts(wait);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;

/** Counts one attempt; a refused one answers 429 with Retry-After. */
export async function limitAttempt(limiter: AttemptLimiter, reply: FastifyReply, rules: LimitRule[]): Promise<void> {
  try {
    await limiter.hit(rules);
  } catch (error) {
    if (error instanceof TooManyAttempts) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}
