import { MESSAGES } from "@lineup/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NOT_REACHED } from "@/api/client";
import { screenFailureText } from "@/app/screen-boundary";
import { loadFailureText } from "@/features/distribution/load-failure";
import { explainFailure } from "@/features/lineups/form/save-failure";
import { problem } from "@/features/profile/problem";
import { problemWords } from "@/features/watches/problem-words";
import { notifyError } from "./notify";
import { notifyRefusal, notifySaveFailure } from "./server-errors";
import { recordFailureText } from "./ui/record-loader";

// The session store reads localStorage on import, and notices need Mantine: stand-ins for both.
vi.mock("@/state/session", () => ({ session: { accessToken: null, refreshToken: null, user: null } }));
vi.mock("./notify", () => ({ notifyError: vi.fn() }));
afterEach(() => vi.mocked(notifyError).mockReset());

/** The two ways a request ends without an answer: the client's status 0 (refused, cut, given up offline) and a throw. */
const noAnswers = [new ApiError(0, { message: "TypeError: Failed to fetch" }), new TypeError("Failed to fetch")];
const serverError = new ApiError(500, {});

describe("a request that got no answer is told as the server not reached, never as a system error to reload for", () => {
  it.each(noAnswers)("a save's words (%s)", (error) => {
    expect(explainFailure(error)).toBe(NOT_REACHED.write);
    expect(problemWords(error, "Watch not found.")).toBe(NOT_REACHED.write);
    expect(problem(error)).toBe(NOT_REACHED.write);
    const setError = vi.fn();
    notifySaveFailure(error, setError);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(NOT_REACHED.write);
    expect(setError).not.toHaveBeenCalled();
    notifyRefusal(error);
    expect(notifyError).toHaveBeenLastCalledWith(NOT_REACHED.write);
  });

  it.each(noAnswers)("a read's words (%s)", (error) => {
    expect(recordFailureText(error, "Port not found.")).toBe(NOT_REACHED.read);
    expect(loadFailureText(error)).toBe(NOT_REACHED.read);
  });

  it("an answer keeps its own words: the server's reason, no permission, a system error", () => {
    expect(explainFailure(serverError)).toBe(MESSAGES.systemError);
    expect(explainFailure(new ApiError(403, {}))).toBe(MESSAGES.forbidden);
    expect(problemWords(new ApiError(404, {}), "Watch not found.")).toBe("Watch not found.");
    expect(problem(new ApiError(409, { message: "Taken." }))).toBe("Taken.");
    expect(recordFailureText(new ApiError(404, {}), "Port not found.")).toBe("Port not found.");
    expect(recordFailureText(serverError, "Port not found.")).toBe(MESSAGES.systemError);
    expect(loadFailureText(serverError)).toBe(MESSAGES.systemError);
    notifySaveFailure(serverError, vi.fn());
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(MESSAGES.systemError);
  });

  it("a screen whose code could not be downloaded, or that failed offline, is the server not reached", () => {
    const chunk = new TypeError(
      "Failed to fetch dynamically imported module: http://127.0.0.1/assets/ports-list-page-x.js",
    );
    expect(screenFailureText(chunk, true)).toBe(NOT_REACHED.read);
    expect(screenFailureText(new Error("Unable to preload CSS for /assets/x.css"), true)).toBe(NOT_REACHED.read);
    expect(screenFailureText(new Error("boom"), false)).toBe(NOT_REACHED.read);
    expect(screenFailureText(new Error("boom"), true)).toBe(MESSAGES.systemError);
  });
});
