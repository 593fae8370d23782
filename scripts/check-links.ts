// `npm run check:links`: every relative link and anchor in README.md and docs/ resolves (offline; links
// to other sites are not followed).

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { linksIn, problemWith } from "./links/links.ts";

const root = process.cwd();
const files = ["README.md", ...readdirSync("docs", { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".md")).map((name) => join("docs", name))];

let links = 0;
const problems: string[] = [];
for (const file of files) {
  for (const link of linksIn(file, readFileSync(file, "utf8"))) {
    links++;
    const problem = problemWith(root, link);
    if (problem) problems.push(`${file}:${link.line}: ${link.target}: ${problem}`);
  }
}
for (const problem of problems) console.error(problem);
console.log(`${links} links in ${files.length} files: ${problems.length === 0 ? "all resolve" : `${problems.length} do not`}`);
process.exit(problems.length === 0 ? 0 : 1);
