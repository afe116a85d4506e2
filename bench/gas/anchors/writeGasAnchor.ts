/**
 * Writes one anchor's figures into bench/results/gas-anchors.json. Each measuring script owns its
 * keys under "anchors" and leaves every other key as it found it, so the scripts can be rerun one at
 * a time.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** One real contract's figures and everything needed to obtain them again. */
export type GasAnchor = {
  name: string
  source: {
    repository: string
    /** 40 hex digits, or the npm package and version for a published build. */
    commit: string
    files: string[]
    compiler: string
    optimizer: { enabled: boolean; runs: number }
    evmVersion: string
    dependencies: Record<string, string>
  }
  node: string
  method: string
  standIns: string[]
  rows: Record<string, number>
  /** The same operations under another stated set-up (e.g. a figure someone published), by set-up. */
  variants?: Record<string, Record<string, number>>
  notes: string[]
}

export const gasAnchorsFile = join(dirname(fileURLToPath(import.meta.url)), '../../results/gas-anchors.json')

const about =
  'Gas used by the real contracts the bench compares TokenBox with (issue 49): their published source or build, deployed on anvil, one transaction per block.'

/**
 * Sets `anchors[key]` in gas-anchors.json (created when missing); other keys are kept.
 *
 * @example
 * writeGasAnchor('sushiswap-masterchef', anchor)
 */
export function writeGasAnchor(key: string, anchor: GasAnchor, file = gasAnchorsFile): void {
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { about?: string; anchors?: Record<string, GasAnchor> })
    : {}
  const next = { ...current, about: current.about ?? about, anchors: { ...current.anchors, [key]: anchor } }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`)
}
