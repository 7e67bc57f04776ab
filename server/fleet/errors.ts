/** A command the player cannot carry out; it becomes `{"Success":false,"Error":message}`. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}
