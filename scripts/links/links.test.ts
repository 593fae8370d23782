// The link check: which targets it reads, how it names a heading's anchor, and what it refuses.

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { anchorsOf, linksIn, problemWith, slug } from "./links.ts";

describe("linksIn", () => {
  test("reads inline links, images, reference definitions and HTML, with their lines", () => {
    const markdown = "# T\n\nSee [the API](docs/api.md#keys) and ![shot](docs/images/a.png \"title\").\n\n[ref]: docs/x.md\n<img src=\"docs/y.png\">\n";
    assert.deepEqual(
      linksIn("README.md", markdown).map(({ line, target }) => [line, target]),
      [[3, "docs/api.md#keys"], [3, "docs/images/a.png"], [5, "docs/x.md"], [6, "docs/y.png"]],
    );
  });

  test("a line starting with inline code such as ```` ```sh ```` opens no code block", () => {
    assert.deepEqual(linksIn("README.md", "```` ```sh ```` blocks, see [the format](docs/testing.md).\n").map((link) => link.target), ["docs/testing.md"]);
  });

  test("skips code blocks and code spans", () => {
    const markdown = "```sh\necho '[x](nowhere.md)'\n```\nUse `[y](nowhere.md)` here, and [z](real.md).\n";
    assert.deepEqual(linksIn("README.md", markdown).map((link) => link.target), ["real.md"]);
  });
});

describe("anchors", () => {
  test("a heading's anchor is GitHub's", () => {
    assert.equal(slug("The first hour"), "the-first-hour");
    assert.equal(slug("Webhooks (`quote.completed`)"), "webhooks-quotecompleted");
    assert.equal(slug("14. Upgrades"), "14-upgrades");
    assert.equal(slug("Jobs: no e-mail or webhook lost or stuck"), "jobs-no-e-mail-or-webhook-lost-or-stuck");
    assert.equal(slug("**Rotating** [secrets](x.md)"), "rotating-secrets");
  });

  test("a repeated heading is numbered; headings in code blocks do not count; explicit ids do", () => {
    const anchors = anchorsOf("# A\n## Notes\n## Notes\n## `npm run e2e`\n```\n# Not a heading\n```\n<a id=\"here\"></a>\n");
    assert.deepEqual([...anchors].sort(), ["a", "here", "notes", "notes-1", "npm-run-e2e"]);
  });
});

describe("problemWith", () => {
  const root = mkdtempSync(join(tmpdir(), "links-"));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "docs", "images"), { recursive: true });
  writeFileSync(join(root, "README.md"), "# Title\n## The first hour\n");
  writeFileSync(join(root, "docs", "api.md"), "# The API\n## Keys\n");
  writeFileSync(join(root, "docs", "images", "a.png"), "");
  const problem = (target: string, file = "docs/api.md") => problemWith(root, { file, line: 1, target });

  test("a file and a heading that exist pass, relative to the linking file", () => {
    assert.equal(problem("../README.md#the-first-hour"), null);
    assert.equal(problem("#keys"), null);
    assert.equal(problem("docs/api.md#keys", "README.md"), null);
    assert.equal(problem("images/a.png"), null);
  });

  test("a missing file or heading fails", () => {
    assert.equal(problem("webhooks.md"), "no file docs/webhooks.md");
    assert.equal(problem("#secrets"), "no heading for #secrets in docs/api.md");
    assert.equal(problem("images/a.png#x"), "an anchor (#x) into docs/images/a.png, which has no headings");
  });

  test("nothing may point outside the repository", () => {
    assert.equal(problem("../../shared/spec/fleet-quote-api.md"), "points outside the repository (../../shared/spec/fleet-quote-api.md)");
  });

  test("other sites are not followed", () => {
    assert.equal(problem("https://developers.cloudflare.com/d1/"), null);
    assert.equal(problem("mailto:ops@example.com"), null);
  });
});
