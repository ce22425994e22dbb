/** Where a shared component reports that it went away and came back. */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

const consoleLog: OutageLog = { warn: (m) => console.warn(m), info: (m) => console.log(m) };

/** Tells once when a component becomes unreachable and once when it is back, however many errors fall between. */
export class Outage {
  private down = false;

  constructor(
    private readonly what: string,
    private readonly meanwhile: string,
    public log: OutageLog = consoleLog,
  ) {}

  get active(): boolean {
    return this.down;
  }

  begin(err?: unknown): void {
    if (this.down) return;
    this.down = true;
    const why = err instanceof Error && err.message ? ` (${err.message})` : '';
    this.log.warn(`${this.what} is unreachable${why}: ${this.meanwhile} until it is back`);
  }

  /** Answers true when this ends an outage (false when there was none). */
  end(): boolean {
    if (!this.down) return false;
    this.down = false;
    this.log.info(`${this.what} is back`);
    return true;
  }
}
