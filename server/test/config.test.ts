import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A clean environment: only what the test sets (the machine's own variables stay out). */
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "s".repeat(40), ...env });

describe("configuration", () => {
  it("defaults: no proxy trusted, no CORS origins, the documented numbers", () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      trustProxy: false,
      corsOrigins: [],
      tokenRateLimit: 10,
      accessTokenTtlSeconds: 900,
      logLevel: "info",
      seedDemo: false,
      liveDeflate: true,
    });
  });

  it("reads LIVE_DEFLATE: on unless 0 or false", () => {
    expect(load({ LIVE_DEFLATE: "0" }).liveDeflate).toBe(false);
    expect(load({ LIVE_DEFLATE: "false" }).liveDeflate).toBe(false);
    expect(load({ LIVE_DEFLATE: "1" }).liveDeflate).toBe(true);
  });

  it("reads TRUST_PROXY as true, a hop count or a list of addresses and ranges", () => {
    expect(load({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "fd00::/8",
    ]);
  });

  it("reads CORS_ORIGINS as a list of origins", () => {
    expect(load({ CORS_ORIGINS: "https://app.example.com, http://localhost:5173/" }).corsOrigins).toEqual([
      "https://app.example.com",
      "http://localhost:5173",
    ]);
  });

  it.each([
    ["TRUST_PROXY", "banana"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1,"],
    ["TRUST_PROXY", "-1"],
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["TOKEN_RATE_LIMIT", "-1"],
    ["TOKEN_RATE_LIMIT", "0"],
    ["TOKEN_RATE_LIMIT", "ten"],
    ["ACCESS_TOKEN_TTL", "15m"],
    ["REFRESH_TOKEN_TTL", "1e9"],
    ["CORS_ORIGINS", "*"],
    ["CORS_ORIGINS", "https://app.example.com/path"],
    ["CORS_ORIGINS", "app.example.com"],
    ["SEED_DEMO", "yes"],
    ["LIVE_DEFLATE", "on"],
    ["LOG_LEVEL", "loud"],
    ["APP_URL", "not a url"],
    ["DATABASE_URL", "localhost:5432/db"],
    ["WEATHER_URL", "api.open-meteo.com/v1/forecast"],
    ["WEATHER_URL", "ftp://weather.example.com/forecast"],
    ["WEATHER_URL", "false"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
  });

  it("reads WEATHER_URL: Open-Meteo by default, another http(s) service, or off", () => {
    expect(load({}).weatherUrl).toBe("https://api.open-meteo.com/v1/forecast");
    expect(load({ WEATHER_URL: "http://127.0.0.1:8080/v1/forecast" }).weatherUrl).toBe(
      "http://127.0.0.1:8080/v1/forecast",
    );
    expect(load({ WEATHER_URL: "off" }).weatherUrl).toBeUndefined();
    expect(load({ WEATHER_URL: "OFF" }).weatherUrl).toBeUndefined();
    expect(() => load({ WEATHER_URL: "ftp://x" })).toThrow("expected a URL starting with http:// or https://, or off");
  });

  it("keeps tests' overrides on top of the environment", () => {
    expect(load({ TOKEN_RATE_LIMIT: "5" }).tokenRateLimit).toBe(5);
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40), TOKEN_RATE_LIMIT: "5" }, { tokenRateLimit: 7 })
        .tokenRateLimit,
    ).toBe(7);
  });
});
