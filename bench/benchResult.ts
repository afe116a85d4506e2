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

/** The machine of a run with its load averages (one, five, fifteen minutes) at the start and at the end. */
export type MachineAtStartAndEnd = {
  cpus: number
  model: string
  node: string
  loadAverageAtStart: number[]
  loadAverageAtEnd: number[]
}

/** The machine now, at the end of a run whose load averages at the start were `loadAtStart`. */
export function machineAtStartAndEnd(loadAtStart: number[]): MachineAtStartAndEnd {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverages(),
  }
}

/** The first lines of a markdown result under its title: the command that wrote it and the machine. */
export function writtenAndMeasured(rerun: string, measuredAt: string, machine: MachineAtStartAndEnd): string {
  return `Written by \`${rerun}\`.
Measured ${measuredAt} on ${machine.cpus} cores (${machine.model}), Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')} at start and ${machine.loadAverageAtEnd.join(' ')} at the end.`
}

/**
 * Prints `result`; with `write` (the bench's --write), also writes it as bench/results/`name`.json
 * and its markdown page, `markdownOf(result)`, as `name`.md.
 */
export function reportResult<Result>(
  name: string,
  result: Result,
  markdownOf: (result: Result) => string,
  write: boolean | undefined,
): void {
  console.log(JSON.stringify(result, null, 2))
  if (!write) return
  writeResultJson(`${name}.json`, result)
  writeResultText(`${name}.md`, markdownOf(result))
}
