/**
 * CPU time and page faults by process tree, for `scripts/test.ts`: how many CPU seconds each
 * suite's processes used, and how many pages of memory they touched for the first time (minor
 * faults: on a machine slow to give fresh memory, the figure that costs most; docs/testing.md), (a suite beside another one included, since each has its own tree), and how busy the
 * machine was with work that is not the test run's own, so that a slow `make test` can be told
 * apart from a busy machine (the time budget holds only on an idle one).
 *
 * Every 2 s it walks /proc once: the machine's busy time (/proc/stat) and, for each tree, the time
 * and minor faults of its root and live descendants (/proc/<pid>/stat: user and system time and
 * faults with those of the children each has reaped, so a process that ended still counts through
 * its parent). A process
 * that leaves a tree unreaped (a browser's renderer orphaned as the browser closes goes to init)
 * drops its time out of the sum, though it was counted while it ran: a tree's step is never below
 * zero. What a tree did in its last 2 s before it ended is not seen. Linux only; elsewhere every
 * figure is undefined.
 *
 * @example
 * const watch = startCpuWatch()
 * const child = spawn('vitest', ['run'])
 * const stopTracking = watch.track(child.pid!)
 * child.on('close', () => console.log(`${stopTracking()?.seconds.toFixed(0)} s of CPU`))
 * // at the end of the run
 * const { otherCores } = watch.stop() ?? {} // e.g. 0.05 on an idle machine, 1.0 beside a CPU hog
 */
import { readdirSync, readFileSync } from 'node:fs'

/** USER_HZ: the unit of /proc's CPU times (100 on Linux's usual builds). */
const clockTicks = 100

export type OtherLoad = {
  /** Cores busy on average with other work than this run's, over the run. */
  otherCores: number
  /** Cores this run kept busy on average. */
  ourCores: number
  /** Minor page faults of this run's processes (pages of memory first touched). */
  ourFaults: number
}

/** What a tracked tree used. */
export type TreeUse = {
  /** CPU seconds, user and system. */
  seconds: number
  /** Minor page faults. */
  faults: number
}

export type CpuWatch = {
  /** Follows `pid` and its descendants; the returned function stops and gives what they used. */
  track: (pid: number) => () => TreeUse | undefined
  /** Ends the watch: averages over the run, or undefined without /proc. */
  stop: () => OtherLoad | undefined
}

/** Jiffies and minor faults. */
type Use = { time: number; faults: number }

type Snapshot = { machine: number; trees: Map<number, Use> }

/** Busy jiffies of the whole machine (every state but idle and iowait). */
function machineBusy(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields
  return user + nice + system + irq + softirq + steal
}

/** The machine's busy time and, for each root, the jiffies and faults of its tree. */
function snapshot(roots: Iterable<number>): Snapshot | undefined {
  const parents = new Map<number, number>()
  const uses = new Map<number, Use>()
  let machine: number
  try {
    machine = machineBusy()
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        // After "pid (comm) ": ppid is field 4, minflt 10, cminflt 11, utime 14, stime 15,
        // cutime 16, cstime 17.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        parents.set(Number(entry), Number(fields[1]))
        uses.set(Number(entry), {
          time: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
          faults: Number(fields[7]) + Number(fields[8]),
        })
      } catch {
        // Ended while the folder was read: its parent's reaped time holds it.
      }
    }
  } catch {
    return undefined // no /proc
  }
  const wanted = new Set(roots)
  const trees = new Map<number, Use>([...wanted].map((root) => [root, { time: 0, faults: 0 }]))
  for (const [pid, use] of uses) {
    for (let at: number | undefined = pid; at !== undefined && at > 0; at = parents.get(at)) {
      const tree = wanted.has(at) ? trees.get(at) : undefined
      if (tree) {
        tree.time += use.time
        tree.faults += use.faults
      }
      if (at === 1) break
    }
  }
  return { machine, trees }
}

/**
 * What `root`'s tree has used so far: its live processes' CPU time and minor faults with those of
 * the children each reaped (one walk of /proc). The difference of two readings is what the tree
 * used in between, less what processes it left unreaped took (a renderer orphaned as its browser
 * closed). Undefined without /proc.
 *
 * @example
 * const before = treeUse()
 * await work()
 * console.log(`${((treeUse()?.seconds ?? 0) - (before?.seconds ?? 0)).toFixed(1)} CPU s`)
 */
export function treeUse(root: number = process.pid): TreeUse | undefined {
  const use = snapshot([root])?.trees.get(root)
  return use && { seconds: use.time / clockTicks, faults: use.faults }
}

/**
 * Starts watching this process's tree (the whole run) and whatever `track` adds.
 */
export function startCpuWatch(intervalMs = 2000): CpuWatch {
  const self = process.pid
  /** Per tracked root: jiffies and faults counted so far, and its tree's figures at the last tick. */
  const tracked = new Map<number, { counted: Use; last: Use | undefined }>([
    [self, { counted: { time: 0, faults: 0 }, last: undefined }],
  ])
  const started = Date.now()
  let other = 0
  let lastMachine: number | undefined
  let available = true

  const tick = () => {
    const now = snapshot(tracked.keys())
    if (!now) {
      available = false
      return
    }
    const selfBefore = tracked.get(self)!.counted.time
    for (const [root, state] of tracked) {
      const use = now.trees.get(root) ?? { time: 0, faults: 0 }
      if (state.last !== undefined) {
        state.counted.time += Math.max(0, use.time - state.last.time)
        state.counted.faults += Math.max(0, use.faults - state.last.faults)
      }
      state.last = use
    }
    const ourStep = tracked.get(self)!.counted.time - selfBefore
    if (lastMachine !== undefined) other += Math.max(0, now.machine - lastMachine - ourStep)
    lastMachine = now.machine
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()

  return {
    track: (pid) => {
      tracked.set(pid, { counted: { time: 0, faults: 0 }, last: undefined })
      tick()
      return () => {
        tick()
        const state = tracked.get(pid)
        tracked.delete(pid)
        return available && state
          ? { seconds: state.counted.time / clockTicks, faults: state.counted.faults }
          : undefined
      }
    },
    stop: () => {
      clearInterval(timer)
      tick()
      const seconds = (Date.now() - started) / 1000
      if (!available || seconds <= 0) return undefined
      const ours = tracked.get(self)!.counted
      return {
        otherCores: other / clockTicks / seconds,
        ourCores: ours.time / clockTicks / seconds,
        ourFaults: ours.faults,
      }
    },
  }
}
