import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository's root, for paths that name a file wherever the test runs from. */
export const repoRoot = resolve(import.meta.dirname, '../../..')

/** What users read, where components live: the web app, the extension and what both render. */
export const screenFolders = ['apps/web/src', 'apps/extension/src', 'packages/ui/src'].map((dir) =>
  resolve(repoRoot, dir),
)

/**
 * Every file under `dir` (recursively) whose name `keep` accepts; tests are left out unless `keep`
 * takes them.
 *
 * @example
 * screenFolders.flatMap((dir) => sourceFiles(dir, (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx')))
 */
export function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path, keep)
    return keep(entry.name) ? [path] : []
  })
}
