import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * A new empty folder in the system's temporary folder, named from `prefix`, for the calling suite:
 * made now, removed with everything in it after the suite's tests (after the suite's own afterAll
 * hooks registered after this call, so the apps using it are closed first).
 *
 * @example
 * const root = useTemporaryFolder('tokenbox-local-')
 * const file = join(root, 'local-deployments.json')
 */
export function useTemporaryFolder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => {
    rmSync(path, { recursive: true, force: true })
  })
  return path
}
