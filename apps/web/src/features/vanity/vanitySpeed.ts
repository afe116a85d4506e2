/** Speed is measured over this window so it follows changes (other load, fewer workers) quickly. */
export const speedWindowMs = 3000

/** One progress reading: when, and how many keys all workers had tried by then. */
export type SpeedSample = { time: number; attempts: number }

/**
 * Measures a vanity search's speed in addresses per second. While the search runs, the speed is
 * taken over the last few seconds of progress readings, from the workers' first reading on (their
 * start-up, loading the WebAssembly, is not search speed). A search that ends before two readings
 * are far enough apart (a short pattern found in a fraction of a second) still gets a speed: the
 * keys tried over the whole time since Start, start-up included, so it errs on the low side rather
 * than showing nothing.
 *
 * @example
 * const meter = createSpeedMeter(performance.now())
 * meter.sample(performance.now(), attempts) // on every progress event
 * meter.current() // live figure, 0 until two readings 50 ms apart
 * meter.final(performance.now(), attempts) // when the search ends
 */
export function createSpeedMeter(began: number) {
  const samples: SpeedSample[] = []
  const between = (first: SpeedSample | undefined, last: SpeedSample | undefined) =>
    first && last && last.time - first.time > 50
      ? ((last.attempts - first.attempts) * 1000) / (last.time - first.time)
      : 0
  return {
    sample(time: number, attempts: number) {
      samples.push({ time, attempts })
      while (samples.length > 2 && time - samples[0]!.time > speedWindowMs) samples.shift()
    },
    current: () => between(samples[0], samples.at(-1)),
    final(time: number, attempts: number) {
      const windowed = between(samples[0], { time, attempts })
      if (windowed > 0) return windowed
      return time > began && attempts > 0 ? (attempts * 1000) / (time - began) : 0
    },
  }
}
