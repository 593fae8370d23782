// Every shell block of the README and docs/ is run by npm run e2e (the walkthrough's, and those marked
// `<!-- run -->`) or marked `<!-- not run: why -->`, and all of them share one set of variable names.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { shellBlocks } from "./parse.ts";
import { SHELL_VARIABLES } from "./variables.ts";

const root = new URL("../../../", import.meta.url);
const pages = ["README.md", ...readdirSync(new URL("docs/", root)).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
const blocksOf = (file: string) => shellBlocks(file, readFileSync(new URL(file, root), "utf8"));

/** Every variable a block's text sets (NAME=) or reads ($NAME, ${NAME…}). */
function variablesIn(text: string): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)) names.add(name!);
  for (const [, name] of text.matchAll(/(?:^|[\s;(])([A-Z_][A-Z0-9_]*)=/gm)) names.add(name!);
  return [...names];
}

/** The raw text of every ```sh block of a page. */
function shellTexts(file: string): string[] {
  return [...readFileSync(new URL(file, root), "utf8").matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

describe("shellBlocks", () => {
  const page = [
    "# Title",
    "",
    "<!-- run: DEALERSHIP=4c4f2d24 -->",
    "```sh",
    'curl -s "$BASE/x/$DEALERSHIP"',
    "# → {}",
    "```",
    "",
    "<!-- not run: production only -->",
    "```sh",
    "npx wrangler deploy --env production # it's live",
    "```",
    "```sh",
    "echo unmarked",
    "```",
    "```text",
    "not a shell block",
    "```",
  ].join("\n");

  test("reads each block's marker, and the commands of those that are run", () => {
    assert.deepEqual(shellBlocks("docs/x.md", page), [
      { file: "docs/x.md", line: 4, inWalkthrough: false, marker: { run: true, variables: { DEALERSHIP: "4c4f2d24" } }, steps: [{ kind: "shell", command: 'curl -s "$BASE/x/$DEALERSHIP"', expected: "{}", line: 5 }] },
      { file: "docs/x.md", line: 10, inWalkthrough: false, marker: { run: false, why: "production only" }, steps: [] },
      { file: "docs/x.md", line: 13, inWalkthrough: false, marker: null, steps: [] },
    ]);
  });

  test("the README's walkthrough blocks need no marker", () => {
    const readme = "## The first hour\n\n```sh\ntrue\n```\n\n## Next\n";
    assert.deepEqual(shellBlocks("README.md", readme).map((block) => [block.inWalkthrough, block.marker, block.steps.length]), [[true, null, 1]]);
  });

  test("refuses a run marker that sets a variable otherwise than NAME=value", () => {
    assert.throws(() => shellBlocks("docs/x.md", "<!-- run: dealership -->\n```sh\ntrue\n```\n"), /a run marker sets variables as NAME=value/);
  });
});

describe("the README's and docs' shell blocks", () => {
  test("are each run by npm run e2e or marked not run, saying why", () => {
    const unmarked = pages.flatMap((file) => blocksOf(file).filter((block) => !block.inWalkthrough && block.marker === null).map((block) => `${file}:${block.line}`));
    assert.deepEqual(unmarked, []);
    const whyless = pages.flatMap((file) => blocksOf(file).filter((block) => block.marker?.run === false && block.marker.why.length < 10).map((block) => `${file}:${block.line}`));
    assert.deepEqual(whyless, []);
  });

  test("marked run show the answer of at least one command to check; the docs run at least eight", () => {
    const run = pages.flatMap((file) => blocksOf(file).filter((block) => block.marker?.run));
    assert.deepEqual(run.filter((block) => !block.steps.some((step) => step.expected !== null)).map((block) => `${block.file}:${block.line}`), []);
    assert.ok(run.filter((block) => block.file.startsWith("docs/")).length >= 8);
  });

  test("name their variables from one set", () => {
    const strangers = pages.flatMap((file) => shellTexts(file).flatMap((text) => variablesIn(text).filter((name) => !(name in SHELL_VARIABLES)).map((name) => `${file}: ${name}`)));
    assert.deepEqual(strangers, []);
    const used = new Set(pages.flatMap((file) => shellTexts(file).flatMap(variablesIn)));
    assert.deepEqual(Object.keys(SHELL_VARIABLES).filter((name) => !used.has(name)), []);
  });

  test("write no port in: addresses come from BASE and HOOKS", () => {
    const ported = pages.flatMap((file) => shellTexts(file).filter((text) => /localhost:\d|127\.0\.0\.1:\d/.test(text)).map(() => file));
    assert.deepEqual(ported, []);
  });
});
