/** A command-line option's value (`--name value`), or undefined. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** A positive number given as `--name value`, or the fallback when it is missing or not one. */
export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
