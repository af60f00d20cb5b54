/** A local set-up problem whose message says what to do: the scripts print it as one line, without a stack. */
export class SetupError extends Error {
  override name = 'SetupError';
}
