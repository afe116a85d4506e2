import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot, screenFolders, sourceFiles } from '../../testing/sourceFiles.ts'

/** A component file (`.tsx`), tests aside. */
const isComponent = (name: string) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name)

/** Lines of a file that say something (blank lines aside). */
function lineCount(source: string): number {
  return source.split('\n').filter((line) => line.trim() !== '').length
}

/**
 * What a component must leave to a hook over a core plan (issue 78, docs/design-rules.md): running
 * steps, choosing them, or reading the chain. Comments are not code.
 */
const chainWork: [RegExp, string][] = [
  [/\buseStepRunner\b|\busePlannedRun\b|\brunSteps\b/, 'runs steps: a hook over a core plan does'],
  [
    /\busePublicClient\b|\bpublicClient\b|\breadContract\b|\bgetBlock\b/,
    'reads the chain: a core reader or plan does',
  ],
  // A value core read, cast to what the component hopes it is (`settings.maxSupply as bigint`):
  // core types it by the contract's ABI (isTemplateDetails, resultOf), so a wrong guess cannot compile.
  [
    /\b(?:settings|details|s)\.[\w.]+\)?\s+as\s+(?!const\b)|\.result\)?\s+as\s+(?!const\b)/,
    'casts what core read: core types it (isTemplateDetails)',
  ],
]

/** The bound of issue 78's "done when": 0 components over it. */
const componentBound = 200

function problemsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')
  const problems = chainWork.filter(([pattern]) => pattern.test(code)).map(([, why]) => why)
  // An import statement is lazy up to its one `from`; a type import builds nothing.
  const builders = [...code.matchAll(/^import\s+(type\s)?[\s\S]*?from\s+'([^']+)'/gm)].filter(
    (match) => !match[1] && /Steps\.ts$/.test(match[2] ?? ''),
  )
  if (builders.length > 0) problems.push('imports a step builder: a core plan chooses the steps')
  const lines = lineCount(source)
  if (lines > componentBound) problems.push(`${lines} lines, over ${componentBound}`)
  return problems
}

describe('components only render', () => {
  const files = screenFolders.flatMap((dir) => sourceFiles(dir, isComponent))
  const found = Object.fromEntries(
    files.flatMap((file) => {
      const problems = problemsOf(file)
      return problems.length > 0 ? [[relative(repoRoot, file), problems.join('; ')]] : []
    }),
  )

  it(`no component file is over ${componentBound} lines, runs steps, reads the chain or casts what core read`, () => {
    expect(Object.entries(found).map(([file, why]) => `${file}: ${why}`)).toEqual([])
  })
})
