/** Exit codes, documented in the README and `fresher --help`. */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  notFound: 3,
  rateLimited: 4,
  interrupted: 130,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** An error the CLI reports as one line on stderr, then exits with `code`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: ExitCodeValue = ExitCode.failure,
    readonly hint?: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string, hint?: string): CliError => new CliError(message, ExitCode.usage, hint);
