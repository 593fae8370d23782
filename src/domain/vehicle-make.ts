/** Makes whose names are two words: every other make is the model's first word. */
const TWO_WORD_MAKES = ["Land Rover", "Alfa Romeo", "Aston Martin", "Great Wall"];

/**
 * A vehicle's make when the operator does not name it: the catalogue's models begin with it
 * ("Toyota HiLux", "Land Rover Defender"). Migration 0019 filled in the vehicles of before by the
 * same rule.
 */
export function makeOf(model: string): string {
  const twoWords = TWO_WORD_MAKES.find((make) => model.toLowerCase().startsWith(`${make.toLowerCase()} `));
  return twoWords ?? model.trim().split(/\s+/)[0] ?? model;
}
