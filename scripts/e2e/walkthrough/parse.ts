// Reads the README's walkthrough into the steps `npm run e2e` runs. The format (README, "The first hour"):
//
// - The walkthrough is the section headed `## The first hour`, up to the next `## ` heading.
// - Its code blocks fenced as ```sh are run, in order, in one bash session; other blocks are only shown.
// - In a run block, lines starting with `# → ` are the expected answer of the command above them (several
//   such lines are one answer); other lines starting with `#` are comments. A command goes on to the next
//   line after a trailing `\` or while a quote is open.
// - `<!-- walkthrough: portal NAME -->` between blocks: the browser steps the README describes in words
//   (sign in to the dealer portal with the key in $NAME, open the first pending quote, complete it).

export const WALKTHROUGH_HEADING = "## The first hour";
export const EXPECTED_PREFIX = "# → ";

export type Step =
  | { kind: "shell"; command: string; expected: string | null; line: number }
  | { kind: "portal"; keyVariable: string; line: number };

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

/** The lines of the walkthrough section with their 1-based line numbers in the file. */
function section(markdown: string): { text: string; line: number }[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === WALKTHROUGH_HEADING);
  if (start === -1) throw new Error(`README.md has no "${WALKTHROUGH_HEADING}" section`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith("## "));
  return rest.slice(0, end === -1 ? undefined : end).map((text, i) => ({ text, line: start + 2 + i }));
}

export function parseWalkthrough(markdown: string): Step[] {
  const steps: Step[] = [];
  let fence: "run" | "show" | null = null;
  let fenceLength = 3;
  let command: { lines: string[]; line: number; open: "'" | '"' | null } | null = null;
  let last: Extract<Step, { kind: "shell" }> | null = null;

  for (const { text, line } of section(markdown)) {
    if (fence === null) {
      const portal = /^<!--\s*walkthrough:\s*portal\s+([A-Za-z_][A-Za-z0-9_]*)\s*-->$/.exec(text.trim());
      // A fence opens with three or more backticks and an info string without any (CommonMark), so a
      // line that starts with inline code such as ```` ```sh ```` opens none.
      const opening = /^(`{3,})([^`]*)$/.exec(text);
      if (portal) steps.push({ kind: "portal", keyVariable: portal[1]!, line });
      else if (opening) {
        fence = opening[2]!.trim() === "sh" ? "run" : "show";
        fenceLength = opening[1]!.length;
      }
      last = null;
      continue;
    }
    if (command === null && new RegExp(`^\`{${fenceLength},}\\s*$`).test(text)) {
      fence = null;
      continue;
    }
    if (fence === "show") continue;

    if (command === null) {
      const trimmed = text.trim();
      if (trimmed.startsWith(EXPECTED_PREFIX.trim())) {
        if (last === null) throw new Error(`README.md:${line}: an expected answer with no command above it`);
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
  if (command !== null) throw new Error(`README.md:${command.line}: a command whose quote or line continuation never ends`);
  if (fence !== null) throw new Error("README.md: a code block in the walkthrough is never closed");
  return steps;
}
