/**
 * A bounded semaphore: at most `maxRunning` tasks at once and at most `maxWaiting` in
 * line; a task beyond both is refused at once. bcrypt runs on the one event loop, so a
 * burst of sign-ins must queue briefly or be turned away rather than pile up and starve
 * every other request.
 */
export interface SlotLimits {
  maxRunning: number;
  maxWaiting: number;
}

export class SlotsFull extends Error {
  constructor() {
    super("no free slot");
  }
}

export class WorkSlots {
  #running = 0;
  #waiting: (() => void)[] = [];

  constructor(private readonly limits: SlotLimits) {
    if (limits.maxRunning < 1 || limits.maxWaiting < 0) throw new Error("invalid slot limits");
  }

  /** Runs `task` in a slot; throws SlotsFull without running it when none is free soon. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limits.maxRunning) {
      if (this.#waiting.length >= this.limits.maxWaiting) throw new SlotsFull();
      // The slot is handed over by the task that ends, so #running stays counted.
      await new Promise<void>((resume) => this.#waiting.push(resume));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
