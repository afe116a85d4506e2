/**
 * Where the dashboard's first load spends the main thread: builds the web app with source maps
 * (into a temp folder, apps/web/dist untouched), serves it on the local stack, records a CPU
 * profile of cold loads of `/` in Chromium with 4x CPU throttling (as bench/web/firstLoad.ts loads
 * it), and prints the busy time by original source file and by function, self and inclusive, over
 * the first `--ms` milliseconds. A tool for finding what to make faster, not a benchmark: the
 * figures of record are firstLoad.ts's.
 *
 *   node bench/web/profileFirstLoad.ts                  2 loads, the first 3000 ms, by file
 *   node bench/web/profileFirstLoad.ts --by function    by function (file:name:line)
 *   node bench/web/profileFirstLoad.ts --runs 3 --ms 2000 --top 40 --keep /tmp/profiles
 *   node bench/web/profileFirstLoad.ts --tasks 30      also each main-thread task of 30 ms or more,
 *                                                      in order, with what it spent its time in
 *
 * `--keep DIR` writes each .cpuprofile there (open it in Chrome DevTools' Performance panel).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { SourceMapConsumer } from 'source-map-js'
import { build } from 'vite'
import { startStack } from '../../e2e/harness/startStack.ts'
import { openColdPage } from './openColdPage.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    ms: { type: 'string', default: '3000' },
    top: { type: 'string', default: '30' },
    by: { type: 'string', default: 'file' },
    keep: { type: 'string' },
    tasks: { type: 'string' },
  },
})
const repoRoot = resolve(import.meta.dirname, '../..')

/** The parts of a CDP Profiler.Profile read here. */
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type Profile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Names each profile node by its original source (file, or file:function:line), through the build's source maps. */
function sourceNamer(dist: string, byFunction: boolean) {
  const maps = new Map<string, SourceMapConsumer | null>()
  const mapOf = (url: string) => {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(url)?.[1]
    if (!file) return null
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(join(dist, 'assets', `${file}.map`), 'utf8'))),
        )
      } catch {
        maps.set(file, null)
      }
    }
    return maps.get(file) ?? null
  }
  return (frame: CallFrame): string => {
    const fallback = frame.functionName || frame.url || '(native)'
    const map = mapOf(frame.url)
    if (!map) return fallback
    const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    if (!original.source) return fallback
    const file = original.source.replace(/.*node_modules\//, 'npm:').replace(/.*\/apps\/web\//, 'web:')
    return byFunction ? `${file}:${original.name ?? frame.functionName}:${original.line}` : file
  }
}

/**
 * The profile's nodes by id, and the distinct names (by `nameOf`) on the stack of a sample's node,
 * innermost first: what the sample's time counts for, inclusively.
 */
function stacksOf(profile: Profile, nameOf: (frame: CallFrame) => string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const namesOnStack = (id: number) => {
    const names = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame
      if (!frame) break
      names.add(nameOf(frame))
    }
    return names
  }
  return { nodes, namesOnStack }
}

/**
 * The profile cut into main-thread tasks (busy samples with no idle gap over 2 ms between them),
 * each of at least `minMs` in the profile's first `windowMs`: when it started (ms from the
 * profile's start, which is a little before the navigation), how long it ran, and the names with
 * the most inclusive time in it. Tells the long tasks of bench/web/firstLoad.ts apart by order
 * and length.
 */
function tasksOf(profile: Profile, nameOf: (frame: CallFrame) => string, windowMs: number, minMs: number) {
  const { nodes, namesOnStack } = stacksOf(profile, nameOf)
  const deltas = profile.timeDeltas ?? []
  const tasks: { startMs: number; ms: number; names: Map<string, number> }[] = []
  let current: (typeof tasks)[number] | undefined
  let idleMs = 0
  let elapsed = 0
  for (const [index, id] of (profile.samples ?? []).entries()) {
    elapsed += deltas[index] ?? 0
    if (elapsed / 1000 > windowMs) break
    const ms = (deltas[index] ?? 0) / 1000
    const node = nodes.get(id)
    if (!node || node.callFrame.functionName === '(idle)') {
      idleMs += ms
      if (idleMs > 2) current = undefined
      continue
    }
    idleMs = 0
    if (!current) {
      current = { startMs: elapsed / 1000, ms: 0, names: new Map() }
      tasks.push(current)
    }
    current.ms += ms
    for (const key of namesOnStack(id)) current.names.set(key, (current.names.get(key) ?? 0) + ms)
  }
  return tasks
    .filter((task) => task.ms >= minMs)
    .map(
      (task) =>
        `${task.ms.toFixed(0).padStart(5)} ms at ${task.startMs.toFixed(0)}: ${[...task.names]
          // React's and the scheduler's own frames are in every render: what ran under them tells more.
          .filter(
            ([name]) =>
              (name.startsWith('web:') || name.startsWith('npm:') || name.startsWith('../')) &&
              !/^npm:(react-dom|scheduler)\//.test(name),
          )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
          .join(', ')}`,
    )
}

/** Self and inclusive busy time (ms) per name, over the profile's first `windowMs`. */
function tally(profile: Profile, nameOf: (frame: CallFrame) => string, windowMs: number) {
  const { nodes, namesOnStack } = stacksOf(profile, nameOf)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  let busy = 0
  let elapsed = 0
  const deltas = profile.timeDeltas ?? []
  for (const [index, id] of (profile.samples ?? []).entries()) {
    elapsed += deltas[index] ?? 0
    if (elapsed / 1000 > windowMs) break
    const ms = (deltas[index] ?? 0) / 1000
    const node = nodes.get(id)
    if (!node || node.callFrame.functionName === '(idle)') continue
    busy += ms
    const name = nameOf(node.callFrame)
    self.set(name, (self.get(name) ?? 0) + ms)
    for (const key of namesOnStack(id)) inclusive.set(key, (inclusive.get(key) ?? 0) + ms)
  }
  return { busy, self, inclusive }
}

const dist = mkdtempSync(join(tmpdir(), 'tokenbox-web-sourcemaps-'))
try {
  await build({
    root: join(repoRoot, 'apps/web'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, sourcemap: true },
  })
  const stack = await startStack({ webDist: dist, motion: true, userEngine: true })
  const nameOf = sourceNamer(dist, args.by === 'function')
  try {
    for (let run = 1; run <= Number(args.runs); run++) {
      // A cold load as bench/web/firstLoad.ts makes it.
      const { page, cdp } = await openColdPage(stack.context, new URL(stack.baseUrl).origin, 4)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await page.goto(stack.baseUrl, { waitUntil: 'load' })
      // The profile covers the window asked for: wait it out on the page's own clock.
      await page.waitForFunction((ms) => performance.now() > ms, Number(args.ms), { polling: 100 })
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
      await page.close()
      if (args.keep) {
        mkdirSync(args.keep, { recursive: true })
        writeFileSync(join(args.keep, `first-load-${run}.cpuprofile`), JSON.stringify(profile))
      }
      const { busy, self, inclusive } = tally(profile, nameOf, Number(args.ms))
      const top = (map: Map<string, number>) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(args.top))
          .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
          .join('\n')
      console.log(`\nrun ${run}: ${busy.toFixed(0)} ms busy in the first ${args.ms} ms (4x CPU throttling)`)
      console.log(`-- self\n${top(self)}\n-- inclusive\n${top(inclusive)}`)
      if (args.tasks)
        console.log(
          `-- tasks of ${args.tasks} ms or more\n${tasksOf(profile, nameOf, Number(args.ms), Number(args.tasks)).join('\n')}`,
        )
    }
  } finally {
    await stack.stop()
  }
} finally {
  rmSync(dist, { recursive: true, force: true })
}
