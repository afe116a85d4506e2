/**
 * Whether `pid` names a live process. EPERM means it exists but belongs to someone else: alive.
 *
 * @example
 * if (isProcessAlive(pid)) console.log(`pid ${pid} still runs`)
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
