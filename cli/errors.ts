/** An error the user can act on: printed as its message alone, without a stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** Exit code for a command line that cannot be understood (as sysexits' EX_USAGE). */
export const USAGE_EXIT_CODE = 64;

/** Exit code when input data could not be read at all, e.g. a file in no known format (sysexits' EX_DATAERR). */
export const DATA_EXIT_CODE = 65;
