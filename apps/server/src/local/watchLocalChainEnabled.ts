import { existsSync, type FSWatcher, watch } from 'node:fs'
import { access } from 'node:fs/promises'
import { basename, dirname } from 'node:path'

export type LocalChainEnabledWatch = {
  /** Whether a deployments file exists, as last seen: a field read, no file system call. */
  enabled: () => boolean
  /** Stops watching (the app's onClose). */
  close: () => void
}

/**
 * Whether a local development chain is enabled (LOCAL_DEPLOYMENTS names a file that exists), kept
 * up to date off the request path: the security headers ask on every response, and a synchronous
 * `existsSync` there cost every request a blocking system call (issue 17). Checked once at start,
 * then again, asynchronously, whenever a watched directory reports a change to one of the files
 * (`make start` writes and rewrites them while the server runs) and every `pollMs` in case the
 * directory is not there yet or the file system does not report changes. So a change shows within
 * moments, not within the same tick.
 *
 * @example
 * const localChain = watchLocalChainEnabled(config.localDeployments)
 * localChain.enabled() // false until make start writes data/local-deployments.json
 */
export function watchLocalChainEnabled(
  localDeployments: readonly string[],
  { pollMs = 1000 }: { pollMs?: number } = {},
): LocalChainEnabledWatch {
  if (localDeployments.length === 0) return { enabled: () => false, close: () => {} }

  let enabled = localDeployments.some((file) => existsSync(file))
  let closed = false
  let running: Promise<void> | undefined
  let again = false

  const check = async () => {
    const found = await Promise.all(
      localDeployments.map((file) =>
        access(file).then(
          () => true,
          () => false,
        ),
      ),
    )
    if (!closed) enabled = found.some(Boolean)
  }
  // One check at a time; a change reported during a check is checked again after it.
  const refresh = () => {
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await check()
      } while (again && !closed)
    })().finally(() => {
      running = undefined
    })
  }

  const names = new Set(localDeployments.map((file) => basename(file)))
  const watchers: FSWatcher[] = []
  for (const dir of new Set(localDeployments.map((file) => dirname(file)))) {
    try {
      const watcher = watch(dir, { persistent: false }, (_event, name) => {
        if (name === null || names.has(String(name))) refresh()
      })
      // The directory went away (make reset): the poll carries on alone.
      watcher.on('error', () => watcher.close())
      watchers.push(watcher)
    } catch {
      // The directory does not exist yet (make start creates data/ later): the poll covers it.
    }
  }
  const timer = setInterval(refresh, pollMs)
  timer.unref()

  return {
    enabled: () => enabled,
    close: () => {
      closed = true
      clearInterval(timer)
      for (const watcher of watchers) watcher.close()
    },
  }
}
