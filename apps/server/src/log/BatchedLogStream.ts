import { write, writeSync } from 'node:fs'

export type BatchedLogStreamOptions = {
  /** Characters of log lines gathered before they are written together. */
  batchChars: number
  /** How long a line may wait for others before it is written anyway, in ms. */
  flushMs: number
  /** The most characters held while the destination refuses them (a full pipe); older lines go first. */
  maxHeldChars?: number
}

/** How long to wait before trying a full pipe again. */
const retryMs = 10
/** At exit: how long to keep trying a full pipe before giving up on what is left. */
const exitDeadlineMs = 2_000

/** The streams not yet ended: written out when the process exits (one listener for them all). */
const open = new Set<BatchedLogStream>()
process.once('exit', () => {
  for (const stream of open) stream.flushSync()
})

/**
 * The server log's destination (pino's stream): lines gathered in memory and written to file
 * descriptor `fd` together, in one `write(2)` when `batchChars` have gathered or `flushMs` after
 * the first line waiting, whichever comes first; what is left is written when the process exits.
 *
 * Why not pino's own batching destination (sonic-boom with `minLength`): appending a line measured
 * the whole string gathered so far (`Buffer.byteLength` of it, which also flattened it), every
 * write copied the batch into a Buffer once more, and its periodic flush sent empty writes through
 * the thread pool (212 in a second of load); under bench/server/throughputBench.ts the access log
 * cost about 9 µs of a VIP lookup's ~35 µs of server CPU (issue 17). This one keeps the lines in an
 * array, counts their characters (the batch size need not be exact bytes) and joins them once per
 * batch: one thread-pool write per batch (serverLoggerOptions.ts: about 180 access lines).
 *
 * Why written through the thread pool and not with `writeSync` on the event loop, which costs less:
 * stdout is a blocking pipe under Node on Linux, so a log reader that falls behind (a busy machine,
 * a stalled collector) would stall every request behind one write. Here a batch waits in the pool
 * while new lines gather behind it, up to `maxHeldChars` (then the oldest are dropped and a line
 * says how many). A destination that answers `EAGAIN` (a non-blocking pipe that is full) is tried
 * again `retryMs` later. At exit what is held is written synchronously; a batch still in a pool
 * thread's write at that moment (only when the reader had stopped reading) may be lost.
 *
 * @example
 * pino({ level: 'info' }, new BatchedLogStream(1, { batchChars: 4096, flushMs: 200 }))
 */
export class BatchedLogStream {
  readonly #fd: number
  readonly #batchChars: number
  readonly #flushMs: number
  readonly #maxHeldChars: number
  /** The lines held are `#lines[#head..]`: dropping the oldest moves `#head`, never the array. */
  #lines: string[] = []
  #head = 0
  #chars = 0
  /** The bytes being written, or left over by a write that took only part (or none: EAGAIN). */
  #unwritten: Buffer | undefined
  #writing = false
  #timer: NodeJS.Timeout | undefined
  #dropped = 0
  #flushCallbacks: ((error?: Error) => void)[] = []

  constructor(fd: number, options: BatchedLogStreamOptions) {
    this.#fd = fd
    this.#batchChars = options.batchChars
    this.#flushMs = options.flushMs
    this.#maxHeldChars = options.maxHeldChars ?? 16 * 1024 * 1024
    open.add(this)
  }

  /** pino calls this with one whole line (ending in a newline). */
  write(line: string): boolean {
    this.#lines.push(line)
    this.#chars += line.length
    if (this.#writing || this.#unwritten !== undefined) this.#dropOldestBeyondLimit()
    else if (this.#chars >= this.#batchChars) this.#writeOut()
    else this.#timer ??= setTimeout(this.#onTimer, this.#flushMs).unref()
    return true
  }

  /** Writes what is held now (or as soon as the destination takes it), then calls `done`. */
  flush(done: (error?: Error) => void = () => {}): void {
    this.#flushCallbacks.push(done)
    this.#writeOut()
  }

  /**
   * Writes everything held, now, waiting for a destination that answers EAGAIN up to two seconds
   * (at exit). A batch in a pool thread's write is left to it.
   */
  flushSync(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    let pending = this.#writing ? undefined : this.#unwritten
    if (!this.#writing) this.#unwritten = undefined
    const held = this.#takeLines()
    if (held !== undefined) pending = pending === undefined ? held : Buffer.concat([pending, held])
    const deadline = Date.now() + exitDeadlineMs
    while (pending !== undefined && pending.length > 0) {
      try {
        pending = pending.subarray(writeSync(this.#fd, pending))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > deadline) return
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, retryMs)
      }
    }
  }

  /** Writes what is held; the descriptor stays open (it is the process's stdout). */
  end(): void {
    open.delete(this)
    this.flushSync()
  }

  readonly #onTimer = () => {
    this.#timer = undefined
    this.#writeOut()
  }

  /** The lines held, as one buffer (with a word on any dropped before them), or undefined. */
  #takeLines(): Buffer | undefined {
    if (this.#chars === 0) return undefined
    const lines = this.#head === 0 ? this.#lines : this.#lines.slice(this.#head)
    if (this.#dropped > 0) {
      lines.unshift(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: `log destination full: ${this.#dropped} lines dropped` })}\n`,
      )
      this.#dropped = 0
    }
    const text = lines.join('')
    this.#lines = []
    this.#head = 0
    this.#chars = 0
    return Buffer.from(text)
  }

  #writeOut(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    // A write in progress continues with what gathered meanwhile when it is done.
    if (this.#writing) return
    this.#unwritten ??= this.#takeLines()
    const pending = this.#unwritten
    if (pending === undefined) {
      this.#callFlushCallbacks()
      return
    }
    this.#writing = true
    write(this.#fd, pending, 0, pending.length, null, this.#afterWrite)
  }

  readonly #afterWrite = (error: NodeJS.ErrnoException | null, written: number) => {
    this.#writing = false
    const pending = this.#unwritten as Buffer
    if (error) {
      if (error.code === 'EAGAIN') {
        this.#dropOldestBeyondLimit()
        this.#timer = setTimeout(this.#onTimer, retryMs).unref()
        return
      }
      // The log cannot be written at all (a closed descriptor): keeping the batch would only grow.
      this.#unwritten = undefined
      this.#callFlushCallbacks(error)
      return
    }
    this.#unwritten = written < pending.length ? pending.subarray(written) : undefined
    if (this.#unwritten !== undefined || this.#flushCallbacks.length > 0 || this.#chars >= this.#batchChars)
      this.#writeOut()
    else if (this.#chars > 0) this.#timer = setTimeout(this.#onTimer, this.#flushMs).unref()
  }

  // Called for every line while the destination lags: constant work per dropped line. Shifting the
  // array instead moved every line held (tens of thousands at the limit), which made each request
  // about 24 µs dearer exactly when the log reader had stalled (found with a CPU profile).
  #dropOldestBeyondLimit(): void {
    const lines = this.#lines
    while (this.#chars > this.#maxHeldChars && this.#head < lines.length) {
      this.#chars -= (lines[this.#head] as string).length
      lines[this.#head] = ''
      this.#head += 1
      this.#dropped += 1
    }
    // Forget the dropped slots once they are half the array (amortised constant work per line).
    if (this.#head > 1024 && this.#head * 2 > lines.length) {
      this.#lines = lines.slice(this.#head)
      this.#head = 0
    }
  }

  #callFlushCallbacks(error?: Error): void {
    if (this.#flushCallbacks.length === 0) return
    const callbacks = this.#flushCallbacks
    this.#flushCallbacks = []
    for (const callback of callbacks) callback(error)
  }
}
