// The README walkthrough's format: how commands and their expected answers are read, and how an answer
// is compared with a command's output.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { mismatch } from "./match.ts";
import { parseWalkthrough } from "./parse.ts";

const readme = (body: string) => `# Title\n\nIntro.\n\n## The first hour\n\n${body}\n## Next section\n\n\`\`\`sh\necho not run\n\`\`\`\n`;

describe("parseWalkthrough", () => {
  test("reads each command of the sh blocks in the section, with the answer under it and its line", () => {
    const steps = parseWalkthrough(readme("```sh\n# a comment\ncurl -s \"$BASE/health\"\n# → {\"status\":\"ok\",…}\nKEY=abc\n```\n"));
    assert.deepEqual(steps, [
      { kind: "shell", command: 'curl -s "$BASE/health"', expected: '{"status":"ok",…}', line: 9 },
      { kind: "shell", command: "KEY=abc", expected: null, line: 11 },
    ]);
  });

  test("several answer lines are one answer", () => {
    const [step] = parseWalkthrough(readme("```sh\nprintf 'a\\nb\\n'\n# → a\n# → b\n```\n"));
    assert.equal(step?.kind === "shell" && step.expected, "a\nb");
  });

  test("a command goes on after a trailing backslash and inside an open quote, # included", () => {
    const block = "```sh\ncurl -s -X POST \"$BASE/x\" \\\n  -d '{\"a\":1,\n       \"b\":\"# not a comment\"}'\n# → ok\n```\n";
    const steps = parseWalkthrough(readme(block));
    assert.deepEqual(
      steps.map((step) => step.kind === "shell" && [step.command, step.expected]),
      [['curl -s -X POST "$BASE/x" \\\n  -d \'{"a":1,\n       "b":"# not a comment"}\'', "ok"]],
    );
  });

  test("an apostrophe in a trailing comment opens no quote", () => {
    const steps = parseWalkthrough(readme("```sh\nDLR=x   # the dealer's key\necho \"$DLR\"\n```\n"));
    assert.deepEqual(steps.map((step) => step.kind === "shell" && step.command), ["DLR=x   # the dealer's key", 'echo "$DLR"']);
  });

  test("blocks fenced otherwise are shown, not run; portal markers are steps", () => {
    const steps = parseWalkthrough(readme("```text\nnot a command\n```\n<!-- walkthrough: portal HOBART_KEY -->\n```sh\ntrue\n```\n"));
    assert.deepEqual(steps, [
      { kind: "portal", keyVariable: "HOBART_KEY", line: 10 },
      { kind: "shell", command: "true", expected: null, line: 12 },
    ]);
  });

  test("a line starting with inline code such as ```` ```sh ```` opens no block; a longer fence holds a shorter one", () => {
    const steps = parseWalkthrough(readme("```` ```sh ```` blocks are run.\n```sh\ntrue\n```\n````text\n```sh\nnot run\n```\n````\n"));
    assert.deepEqual(steps.map((step) => step.kind === "shell" && step.command), ["true"]);
  });

  test("refuses an answer with no command above it, an unclosed quote and a missing section", () => {
    assert.throws(() => parseWalkthrough(readme("```sh\n# → ok\n```\n")), /README\.md:8: an expected answer with no command above it/);
    assert.throws(() => parseWalkthrough(readme("```sh\necho 'open\n```\n")), /README\.md:8: a command whose quote or line continuation never ends/);
    assert.throws(() => parseWalkthrough("# Title\n"), /no "## The first hour" section/);
  });

  test("the README's own walkthrough parses: at least 15 answers to check, and the portal step", () => {
    const steps = parseWalkthrough(readFileSync(new URL("../../../README.md", import.meta.url), "utf8"));
    assert.ok(steps.filter((step) => step.kind === "shell" && step.expected !== null).length >= 15, "at least 15 commands with an answer");
    assert.equal(steps.filter((step) => step.kind === "portal").length, 1);
  });
});

const answerMatches = (expected: string, output: string) => mismatch(expected, output) === null;

describe("mismatch: an answer against a command's output", () => {
  test("… stands for anything, nothing included", () => {
    assert.equal(answerMatches('{"apiKey":"svc_…","rateLimitPerHour":100,…}', '{"apiKey":"svc_1d35","rateLimitPerHour":100,"webhookSecret":"whsec_x"}'), true);
    assert.equal(answerMatches('{"a":1,…}', '{"a":1,}'), true);
    assert.equal(answerMatches("…", ""), true);
  });

  test("the answer covers the whole output, start and end", () => {
    assert.equal(answerMatches('{"a":1}', '{"a":1,"b":2}'), false);
    assert.equal(answerMatches('"b":2}', '{"a":1,"b":2}'), false);
    assert.equal(answerMatches('{"a":1,…', '{"a":1,"b":2}'), true);
  });

  test("a changed value fails, wherever it is", () => {
    const output = '{"status":"completed","pricing":{"vehiclePrice":41860,"dealerDelivery":1490},"quantity":3}';
    assert.equal(answerMatches('{"status":"completed",…"vehiclePrice":41860,…,"quantity":3}', output), true);
    assert.equal(answerMatches('{"status":"completed",…"vehiclePrice":41861,…,"quantity":3}', output), false);
    assert.equal(answerMatches('{"status":"pending",…}', output), false);
    assert.equal(answerMatches('{…,"quantity":4}', output), false);
  });

  test("a mismatch says which part of the answer was not found, and where it was looked for", () => {
    const output = '{"status":"completed","pricing":{"totalDriveAway":46264,"vehiclePrice":41860}}';
    assert.deepEqual(mismatch('{"status":"completed",…"totalDriveAway":46265,…}', output), { expected: '"totalDriveAway":46265,', from: 22 });
    assert.deepEqual(mismatch('{"status":"pending",…}', output), { expected: '{"status":"pending",', from: 0 });
    assert.deepEqual(mismatch('{…,"vehiclePrice":41861}}', output), { expected: ',"vehiclePrice":41861}}', from: 1 });
    assert.equal(mismatch('{"status":"completed",…}', output), null);
  });

  test("segments must come in order", () => {
    assert.equal(answerMatches('{…"b":2,…"a":1…}', '{"a":1,"b":2}'), false);
  });

  test("whitespace matches any whitespace or none, so a long answer may be wrapped", () => {
    assert.equal(answerMatches('{"a":1,\n "b":2}', '{"a":1,"b":2}'), true);
    assert.equal(answerMatches('["Mount Barker Toyota","sent",46048]\n["Hobart Toyota","pending",null]', '["Mount Barker Toyota","sent",46048]\n["Hobart Toyota","pending",null]\n'), true);
  });

  test("regular expression characters are literal", () => {
    assert.equal(answerMatches("a.c (x)", "abc (x)"), false);
    assert.equal(answerMatches("a.c (x)", "a.c (x)"), true);
  });

  // Leftmost first, no backtracking: a matcher that tried each … at every place would take far longer
  // than the test's 10 s (30 segments over 2,000 keys) before saying no.
  test("a mismatch in a long answer with many … is decided once, at its last segment", { timeout: 10_000 }, () => {
    const output = `{${Array.from({ length: 2000 }, (_, i) => `"k${i}":${i}`).join(",")}}`;
    const expected = `{${Array.from({ length: 30 }, (_, i) => `"k${i * 50}":${i * 50},…`).join("")}"k1999":0}`;
    assert.deepEqual(mismatch(expected, output), { expected: '"k1999":0}', from: output.indexOf('"k1450":1450,') + '"k1450":1450,'.length });
  });
});
