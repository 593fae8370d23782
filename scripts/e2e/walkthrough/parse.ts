// Reads the shell blocks of the README and docs/ into the commands `npm run e2e` runs. The format
// (docs/testing.md, "The walkthrough check" and "Every shell block run or marked"):
//
// - The walkthrough is the README section headed `## The first hour`, up to the next `## ` heading.
//   Its code blocks fenced as ```sh are run, in order, in one bash session; other blocks are only shown.
// - In a run block, lines starting with `# → ` are the expected answer of the command above them (several
//   such lines are one answer); other lines starting with `#` are comments. A command goes on to the next
//   line after a trailing `\` or while a quote is open.
// - `<!-- walkthrough: portal NAME -->` between blocks: the browser steps the README describes in words
//   (sign in to the dealer portal with the key in $NAME, open the first pending quote, complete it).
// - Outside the walkthrough, each ```sh block says on the line above it whether the e2e runs it, in the
//   walkthrough's session after the walkthrough: `<!-- run -->` (or `<!-- run: NAME=value … -->`, which
//   sets those variables first), or `<!-- not run: why -->`.

export const WALKTHROUGH_HEADING = "## The first hour";
export const EXPECTED_PREFIX = "# → ";

export type ShellStep = { kind: "shell"; command: string; expected: string | null; line: number };
export type Step = ShellStep | { kind: "portal"; keyVariable: string; line: number };

/** What the line above a shell block outside the walkthrough says of it. */
export type Marker = { run: true; variables: Record<string, string> } | { run: false; why: string };

export interface ShellBlock {
  file: string;
  /** The line of its opening fence. */
  line: number;
  inWalkthrough: boolean;
  /** null when the line above it is no marker. */
  marker: Marker | null;
  steps: ShellStep[];
}

type Line = { text: string; line: number };

/** The quote a line leaves open (or null), and whether it ends in a line continuation. */
function scanLine(line: string, open: "'" | '"' | null): { open: "'" | '"' | null; continues: boolean } {
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (open === "'") {
      if (char === "'") open = null;
    } else if (char === "\\") {
      if (i === line.length - 1) return { open, continues: open === null };
      i++;
    } else if (open === '"') {
      if (char === '"') open = null;
    } else if (char === "'" || char === '"') {
      open = char;
    } else if (char === "#" && (i === 0 || /\s/.test(line[i - 1]!))) {
      break; // a comment: its apostrophes open nothing
    }
  }
  return { open, continues: false };
}

/** The commands of one run block, each with the answer shown under it. */
function stepsOf(file: string, lines: Line[]): ShellStep[] {
  const steps: ShellStep[] = [];
  let command: { lines: string[]; line: number; open: "'" | '"' | null } | null = null;
  let last: ShellStep | null = null;
  for (const { text, line } of lines) {
    if (command === null) {
      const trimmed = text.trim();
      if (trimmed.startsWith(EXPECTED_PREFIX.trim())) {
        if (last === null) throw new Error(`${file}:${line}: an expected answer with no command above it`);
        const answer = trimmed.slice(EXPECTED_PREFIX.trim().length).replace(/^ /, "");
        last.expected = last.expected === null ? answer : `${last.expected}\n${answer}`;
        continue;
      }
      if (trimmed === "" || trimmed.startsWith("#")) continue;
      command = { lines: [], line, open: null };
    }
    command.lines.push(text);
    const scanned = scanLine(text, command.open);
    command.open = scanned.open;
    if (scanned.continues || scanned.open !== null) continue;
    last = { kind: "shell", command: command.lines.join("\n"), expected: null, line: command.line };
    steps.push(last);
    command = null;
  }
  if (command !== null) throw new Error(`${file}:${command.line}: a command whose quote or line continuation never ends`);
  return steps;
}

type Item = { kind: "block"; info: string; line: number; lines: Line[]; above: string } | { kind: "portal"; keyVariable: string; line: number };

/** The fenced blocks of a Markdown file and the walkthrough's portal markers, in order. */
function itemsOf(file: string, lines: Line[]): Item[] {
  const items: Item[] = [];
  let open: { info: string; line: number; length: number; lines: Line[]; above: string } | null = null;
  let above = "";
  for (const { text, line } of lines) {
    if (open === null) {
      const portal = /^<!--\s*walkthrough:\s*portal\s+([A-Za-z_][A-Za-z0-9_]*)\s*-->$/.exec(text.trim());
      // A fence opens with three or more backticks and an info string without any (CommonMark), so a
      // line that starts with inline code such as ```` ```sh ```` opens none.
      const opening = /^(`{3,})([^`]*)$/.exec(text);
      if (portal) items.push({ kind: "portal", keyVariable: portal[1]!, line });
      else if (opening) open = { info: opening[2]!.trim(), line, length: opening[1]!.length, lines: [], above };
      if (text.trim() !== "") above = text.trim();
      continue;
    }
    if (new RegExp(`^\`{${open.length},}\\s*$`).test(text)) {
      items.push({ kind: "block", ...open });
      open = null;
      above = "";
      continue;
    }
    open.lines.push({ text, line });
  }
  if (open !== null) throw new Error(`${file}:${open.line}: a code block is never closed`);
  return items;
}

/** The lines of a file with their 1-based numbers, and those of its walkthrough section (none without one). */
function linesOf(markdown: string): { all: Line[]; walkthrough: Line[] } {
  const all = markdown.split("\n").map((text, i) => ({ text, line: i + 1 }));
  const start = all.findIndex((l) => l.text.trim() === WALKTHROUGH_HEADING);
  if (start === -1) return { all, walkthrough: [] };
  const rest = all.slice(start + 1);
  const end = rest.findIndex((l) => l.text.startsWith("## "));
  return { all, walkthrough: rest.slice(0, end === -1 ? undefined : end) };
}

export function parseWalkthrough(markdown: string): Step[] {
  const { walkthrough } = linesOf(markdown);
  if (walkthrough.length === 0) throw new Error(`README.md has no "${WALKTHROUGH_HEADING}" section`);
  return itemsOf("README.md", walkthrough).flatMap((item): Step[] => {
    if (item.kind === "portal") return [item];
    return item.info === "sh" ? stepsOf("README.md", item.lines) : [];
  });
}

function markerOf(above: string): Marker | null {
  const run = /^<!--\s*run(?::\s*(.*?))?\s*-->$/.exec(above);
  if (run) {
    const variables: Record<string, string> = {};
    for (const assignment of (run[1] ?? "").split(/\s+/).filter(Boolean)) {
      const [, name, value] = /^([A-Z_][A-Z0-9_]*)=(\S+)$/.exec(assignment) ?? [];
      if (name === undefined) throw new Error(`"${above}": a run marker sets variables as NAME=value`);
      variables[name] = value!;
    }
    return { run: true, variables };
  }
  const notRun = /^<!--\s*not run:\s*(.*?)\s*-->$/.exec(above);
  return notRun ? { run: false, why: notRun[1]! } : null;
}

/** Every ```sh block of a Markdown file: where it is, whether in the walkthrough, its marker, and the commands of one that is run. */
export function shellBlocks(file: string, markdown: string): ShellBlock[] {
  const { all, walkthrough } = linesOf(markdown);
  const walkthroughLines = new Set(walkthrough.map((l) => l.line));
  return itemsOf(file, all).flatMap((item): ShellBlock[] => {
    if (item.kind !== "block" || item.info !== "sh") return [];
    const inWalkthrough = walkthroughLines.has(item.line);
    const marker = inWalkthrough ? null : markerOf(item.above);
    const run = inWalkthrough || marker?.run === true;
    return [{ file, line: item.line, inWalkthrough, marker, steps: run ? stepsOf(file, item.lines) : [] }];
  });
}
