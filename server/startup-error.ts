// A failure the operator can fix from its message alone (bad config, a held database
// lock, a broken seed file): start-up prints the message and exits 1, without a stack.
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
