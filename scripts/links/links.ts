// The documentation's relative links: each must name a file of the repository, and an anchor must name
// a heading (or an explicit id) of the file it points into. Links to other sites are not followed: the
// check runs offline. Code blocks and code spans are not read, so a shell example is never a link.

import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export interface Link {
  file: string;
  line: number;
  target: string;
}

/** The text with fenced code blocks (and code spans, unless kept) blanked out; lines kept, so line numbers hold. */
function withoutCode(markdown: string, keepSpans = false): string {
  let fence: string | null = null;
  return markdown
    .split("\n")
    .map((line) => {
      if (fence !== null) {
        const closing = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
        if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = null;
        return "";
      }
      // A backtick fence's info string holds no backtick (CommonMark): ```` ```sh ```` is inline code.
      const opening = /^\s{0,3}(`{3,}(?=[^`]*$)|~{3,})/.exec(line)?.[1];
      if (opening) {
        fence = opening;
        return "";
      }
      return keepSpans ? line : line.replace(/(`+)[^`]*?\1/g, "");
    })
    .join("\n");
}

/** Every link and image target in a Markdown file, with its line: inline, reference definitions and HTML. */
export function linksIn(file: string, markdown: string): Link[] {
  const links: Link[] = [];
  withoutCode(markdown)
    .split("\n")
    .forEach((text, i) => {
      const add = (target: string) => links.push({ file, line: i + 1, target: target.trim().replace(/^<(.*)>$/, "$1") });
      for (const match of text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) add(match[1]!);
      const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(text);
      if (definition) add(definition[1]!);
      for (const match of text.matchAll(/\s(?:href|src)="([^"]+)"/g)) add(match[1]!);
    });
  return links;
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation but hyphens dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings' (numbered -1, -2 … when repeated) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown, true).split("\n")) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** What is wrong with one link, or null: `root` is the repository, `file` relative to it. */
export function problemWith(root: string, link: Link, read: (path: string) => string = (path) => readFileSync(path, "utf8")): string | null {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) return null;
  const [pathPart = "", anchor] = target.split("#", 2) as [string, string | undefined];
  const path = decodeURIComponent(pathPart);
  const absolute = path === "" ? join(root, link.file) : path.startsWith("/") ? join(root, path) : resolve(root, dirname(link.file), path);
  const inRepository = relative(root, absolute);
  if (inRepository.startsWith(`..${sep}`) || inRepository === "..") return `points outside the repository (${target})`;
  const name = inRepository.split(sep).join("/");
  if (!existsSync(absolute)) return `no file ${name}`;
  if (anchor === undefined || anchor === "") return null;
  if (statSync(absolute).isDirectory() || !name.endsWith(".md")) return `an anchor (#${anchor}) into ${name}, which has no headings`;
  return anchorsOf(read(absolute)).has(anchor) ? null : `no heading for #${anchor} in ${name}`;
}
