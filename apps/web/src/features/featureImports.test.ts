import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const featuresDir = dirname(fileURLToPath(import.meta.url))

/** Every TypeScript file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The feature folder (`tokens`, `lock`, ...) a path under `features/` belongs to, if any. */
function featureOf(path: string): string | undefined {
  const inside = relative(featuresDir, path)
  return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0]
}

describe('feature folders', () => {
  // docs/design-rules.md, rule 3: a feature folder imports core and the shared app pieces, never another feature folder.
  // What two tools share lives in `src/app/` (or in core when it is chain logic).
  it('import nothing from another feature folder', () => {
    const crossings = sourceFiles(featuresDir).flatMap((file) => {
      const own = featureOf(file)
      return [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => {
          const target = featureOf(resolve(dirname(file), specifier))
          return target !== undefined && target !== own
        })
        .map((specifier) => `${relative(featuresDir, file)} imports ${specifier}`)
    })
    expect(crossings).toEqual([])
  })
})
