import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../testing/sourceFiles.ts'

const featuresDir = dirname(fileURLToPath(import.meta.url))

/** The feature folder (`tokens`, `lock`, ...) a path under `features/` belongs to, if any. */
function featureOf(path: string): string | undefined {
  const inside = relative(featuresDir, path)
  return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0]
}

describe('feature folders', () => {
  // docs/design-rules.md, rule 3: a feature folder imports core and the shared app pieces, never another feature folder.
  // What two tools share lives in `src/app/` (or in core when it is chain logic).
  it('import nothing from another feature folder', () => {
    const crossings = sourceFiles(featuresDir, (name) => /\.tsx?$/.test(name)).flatMap((file) => {
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
