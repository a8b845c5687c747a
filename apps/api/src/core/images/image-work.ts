import sharp from "sharp";

// libvips: one thread per image and no operation cache. A request's image work then holds about one
// decoded image at a time, and the two cores stay shared with everything else the server does.
sharp.concurrency(1);
sharp.cache(false);

/** Decoded pixels an uploaded image may have: 4096 × 4096 (64 MB as RGBA) — far above any avatar's need. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

export class ImageWorkBusyError extends Error {
  constructor() {
    super("Too many images are being processed");
  }
}

/**
 * A counting semaphore with a bounded queue. A tiny file can decode to a huge image (a 27 kB GIF of
 * 6,300 × 6,300 pixels is 160 MB of RGBA): however many arrive at once, only `slots` are decoded at
 * a time, `queue` more wait their turn, and the rest are turned away at once.
 */
export class WorkSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.queue) throw new ImageWorkBusyError();
    // The releasing job hands its slot over: `running` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** Image decoding in this process: two at a time (the machine's cores), sixteen waiting. */
export const imageWork = new WorkSlots(2, 16);
