/** An error meant for the person at the terminal: printed as one line, no stack trace, exit code 1. */
export class UserError extends Error {}
