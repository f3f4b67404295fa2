import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { LIVE_MESSAGE_NOTICES } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { onNotices, readNoticesMessage } from "./notices";

describe("readNoticesMessage", () => {
  it("tells the listeners the unread count the server sent, and writes no answer", () => {
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, LIVE_MESSAGE_NOTICES);
    encoding.writeVarUint(message, 3);
    const decoder = decoding.createDecoder(encoding.toUint8Array(message));
    expect(decoding.readVarUint(decoder)).toBe(LIVE_MESSAGE_NOTICES);
    const heard: number[] = [];
    const stop = onNotices((unread) => heard.push(unread));
    const answer = encoding.createEncoder();
    readNoticesMessage(answer, decoder);
    stop();
    expect(heard).toEqual([3]);
    expect(encoding.length(answer)).toBe(0);
  });
});
