import { describe, expect, it } from "vitest";
import { readCompletionForm } from "../../src/portal/completion-form";
import { ago } from "../../src/web/format";

describe("the completion form as read", () => {
  it("keeps the notes' line breaks as LF, as API clients send them (browsers post CRLF)", () => {
    const form = new FormData();
    form.set("notes", "Ready in two weeks.\r\nCall first.\rBye\n");
    expect(readCompletionForm(form).notes).toBe("Ready in two weeks.\nCall first.\nBye\n");
  });
});

describe("a quote's age in words", () => {
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [60_000, "1 min ago"],
    [3 * 24 * 3600_000, "3 days ago"],
  ])("%i ms old reads %s", (ms, words) => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(ago(new Date(now.getTime() - ms).toISOString(), now)).toBe(words);
  });
});
