import { afterEach, beforeEach, vi } from "vitest";

/**
 * The service's info lines (each change a dealer or the operator makes is logged), collected for
 * each test of the file instead of printed: the returned list holds the current test's lines.
 */
export function capturedLogs(): string[] {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  });
  afterEach(() => vi.restoreAllMocks());
  return lines;
}
