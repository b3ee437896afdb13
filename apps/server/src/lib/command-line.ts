/**
 * An operator command's command line, read by its `parseArgs` call: the arguments, or the exit
 * code to end with after printing the usage, because the line was wrong (`exit.usage`) or the
 * usage was asked for with --help (`exit.done`).
 */
export function readCommandLine<A extends { values: { help?: boolean } }>(
  parse: () => A,
  usage: string,
  exit: { done: number; usage: number },
): A | number {
  let args: A;
  try {
    args = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return exit.usage;
  }
  if (args.values.help) {
    console.log(usage);
    return exit.done;
  }
  return args;
}
