// Does a command's output match the abbreviated answer the README shows under it? `…` stands for
// anything (nothing included); whitespace matches any whitespace or none; everything else is literal,
// and the answer covers the whole output. Matched segment by segment, leftmost first (no backtracking
// across `…`), so a mismatch in a long answer is found as fast as a match, and can be pointed at.

export const ANYTHING = "…";

/** Where an answer stops matching: the part of the README's answer not found, and where in the output it was looked for. */
export interface Mismatch {
  expected: string;
  from: number;
}

function segmentSource(segment: string): string {
  return segment
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? "\\s*" : part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");
}

/** null when the output matches the answer, else where it stops matching. */
export function mismatch(expected: string, output: string): Mismatch | null {
  const texts = expected.trim().split(ANYTHING);
  const segments = texts.map(segmentSource);
  if (segments.length === 1) return new RegExp(`^\\s*${segments[0]}\\s*$`).test(output) ? null : { expected: texts[0]!, from: 0 };

  const first = new RegExp(`^\\s*${segments[0]}`).exec(output);
  if (!first) return { expected: texts[0]!, from: 0 };
  let position = first[0].length;
  for (const [i, segment] of segments.slice(1, -1).entries()) {
    const middle = new RegExp(segment, "g");
    middle.lastIndex = position;
    const found = middle.exec(output);
    if (!found) return { expected: texts[i + 1]!, from: position };
    position = found.index + found[0].length;
  }
  return new RegExp(`${segments.at(-1)}\\s*$`).test(output.slice(position)) ? null : { expected: texts.at(-1)!, from: position };
}
