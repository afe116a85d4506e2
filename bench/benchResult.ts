import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'

/** The folder of the committed results, bench/results. */
export const resultsFolder = join(import.meta.dirname, 'results')

/** The one-minute load average, to two decimals: the other engineers' load on the shared cores. */
export function loadAverage1m(): number {
  return Number(loadavg()[0]!.toFixed(2))
}

/** The one, five and fifteen-minute load averages, to two decimals each. */
export function loadAverages(): number[] {
  return loadavg().map((value) => Number(value.toFixed(2)))
}

/**
 * The machine a result was measured on, with the load figures the bench took (each bench names
 * its own: before and after, or one reading), so a reader can weigh the figures.
 *
 * @example
 * const machine = describeMachine({ loadAverage1m: loadAverage1m() })
 */
export function describeMachine<Load extends Record<string, number | number[]>>(load: Load) {
  return { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', ...load, node: process.version }
}

/** Writes `result` as bench/results/`name`: indented JSON and a final newline, as committed. */
export function writeResultJson(name: string, result: unknown): void {
  writeFileSync(join(resultsFolder, name), `${JSON.stringify(result, null, 2)}\n`)
}

/** Writes `text` as bench/results/`name` (a markdown page beside a JSON result). */
export function writeResultText(name: string, text: string): void {
  writeFileSync(join(resultsFolder, name), text)
}
