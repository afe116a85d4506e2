/**
 * The repository's TypeScript import graph, file by file, for the structure checks
 * (scripts/productFolders.test.ts, scripts/folderCycles.test.ts). Static imports and re-exports,
 * type-only ones included, and dynamic `import('…')` with a literal path; comments and strings are
 * not code, so an `@example` that shows an import adds no edge. A specifier resolves when it is
 * relative (`./x.ts`, `../y/z.tsx`) or names a workspace package (`@tokenbox/core/x.ts`) through
 * that package's `exports` map, as Node and the bundlers read it; anything else (npm packages,
 * virtual modules) is outside the graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Folders never walked: installed, built or generated output. */
const skippedFolders = new Set(['node_modules', 'dist', 'artifacts', 'cache', '.cache', '.tools', 'coverage'])

/** Repository-relative paths (with `/`) of the files under `dir` whose names end in one of `suffixes`. */
export function listFiles(dir: string, suffixes: readonly string[] = ['.ts', '.tsx']): string[] {
  const absolute = resolve(repoRoot, dir)
  if (!existsSync(absolute)) return []
  const found: string[] = []
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = join(absolute, entry.name)
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) found.push(...listFiles(relative(repoRoot, path), suffixes))
    } else if (suffixes.some((suffix) => entry.name.endsWith(suffix))) {
      found.push(relative(repoRoot, path).split(sep).join('/'))
    }
  }
  return found.sort()
}

/** Characters after which a `/` starts a regular expression literal rather than dividing. */
const beforeRegExp = new Set('(,=:[!&|?{};+-*%<>~^'.split(''))

/**
 * `source` with its comments blanked out (line breaks kept); strings, template literals and
 * regular expression literals are kept as they are, so a path in a string survives and a `//`
 * inside one is no comment.
 */
export function stripComments(source: string): string {
  const kept: string[] = []
  let runStart = 0
  let i = 0
  // Template literals nest through `${…}`: the brace depths at which each open one resumes.
  const templates: number[] = []
  let depth = 0
  // The last character of code that was not a space: a `/` after one of these starts a regular
  // expression, after anything else (a name, a number, `)`) it divides.
  let last = ''
  const length = source.length
  while (i < length) {
    const char = source[i]!
    if (templates.length > 0 && templates[templates.length - 1] === depth) {
      // the text of a template literal
      if (char === '\\') i += 2
      else if (char === '`') {
        templates.pop()
        last = char
        i += 1
      } else if (char === '$' && source[i + 1] === '{') {
        depth += 1
        last = '{'
        i += 2
      } else i += 1
      continue
    }
    const next = source[i + 1]
    if (char === '/' && (next === '/' || next === '*')) {
      kept.push(source.slice(runStart, i))
      const end = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2)
      const stop = end === -1 ? length : next === '/' ? end : end + 2
      if (next === '*') kept.push('\n'.repeat(source.slice(i, stop).split('\n').length - 1))
      i = stop
      runStart = i
      continue
    }
    if (char === "'" || char === '"' || (char === '/' && (last === '' || beforeRegExp.has(last)))) {
      // a string, or a regular expression literal (whose character classes may hold a `/`)
      let j = i + 1
      let inClass = false
      while (j < length && source[j] !== '\n') {
        const c = source[j]
        if (c === '\\') {
          j += 2
          continue
        }
        if (char === '/' && c === '[') inClass = true
        else if (char === '/' && c === ']') inClass = false
        else if (c === char && !inClass) break
        j += 1
      }
      last = char
      i = j + 1
      continue
    }
    if (char === '`') templates.push(depth)
    else if (char === '{') depth += 1
    else if (char === '}') depth -= 1
    if (char !== ' ' && char !== '\n' && char !== '\t' && char !== '\r') last = char
    i += 1
  }
  kept.push(source.slice(runStart))
  return kept.join('')
}

/** The module specifiers `source` imports, re-exports or imports dynamically with a literal path. */
export function specifiersOf(source: string): string[] {
  const code = stripComments(source)
  const found: string[] = []
  const patterns = [
    // import x from '…', import type { X } from '…', export { x } from '…', export * from '…'
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    // import '…' (side effects only)
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    // import('…')
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]!)
  return found
}

type PackageFace = { dir: string; exports: Record<string, string | null> }

let workspacePackages: Map<string, PackageFace> | undefined

/** The workspace packages by name: their folder and `exports` map. */
function packages(): Map<string, PackageFace> {
  if (workspacePackages) return workspacePackages
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
  workspacePackages = new Map()
  for (const dir of root.workspaces) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as {
      name: string
      exports?: Record<string, string | null>
    }
    workspacePackages.set(manifest.name, { dir, exports: manifest.exports ?? {} })
  }
  return workspacePackages
}

/**
 * What `subpath` (`.` or `./x/y.ts`) of a package's `exports` names, as Node reads the map: an
 * exact key first, else the pattern with the longest text before its `*` (then the longest key);
 * `null` when the map hides it, undefined when nothing matches.
 */
export function resolveExport(
  exports: Record<string, string | null>,
  subpath: string,
): string | null | undefined {
  if (subpath in exports) return exports[subpath]
  const patterns = Object.keys(exports)
    .filter((key) => key.includes('*'))
    .sort((a, b) => b.indexOf('*') - a.indexOf('*') || b.length - a.length)
  for (const key of patterns) {
    const [before, after] = key.split('*') as [string, string]
    if (
      subpath.length >= before.length + after.length &&
      subpath.startsWith(before) &&
      subpath.endsWith(after)
    ) {
      const target = exports[key]
      if (target === null || target === undefined) return null
      return target.replace('*', subpath.slice(before.length, subpath.length - after.length))
    }
  }
  return undefined
}

/**
 * The repository file `specifier` names when imported from `from` (both repository-relative), or
 * undefined when it is outside the graph.
 */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  let target: string | undefined
  if (specifier.startsWith('.')) {
    target = join(dirname(from), specifier)
  } else {
    const match = /^(@tokenbox\/[^/]+)(\/.*)?$/.exec(specifier)
    const face = match ? packages().get(match[1]!) : undefined
    if (!match || !face) return undefined
    const exported = resolveExport(face.exports, `.${match[2] ?? ''}`)
    if (!exported) return undefined
    target = join(face.dir, exported)
  }
  const path = target.split(sep).join('/')
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    const absolute = join(repoRoot, candidate)
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate
  }
  return undefined
}

export type ImportEdge = { from: string; to: string; specifier: string }

/** Every import among `files` and what they reach (repository-relative paths). */
export function importEdges(files: readonly string[]): ImportEdge[] {
  return files.flatMap((from) =>
    specifiersOf(readFileSync(join(repoRoot, from), 'utf8')).flatMap((specifier) => {
      const to = resolveSpecifier(from, specifier)
      return to === undefined ? [] : [{ from, to, specifier }]
    }),
  )
}

/** A test file: `*.test.ts(x)` (vitest, fuzz tests included) or `*.t.sol` (Hardhat's Solidity tests). */
export const isTestFile = (path: string) => /\.test\.tsx?$|\.t\.sol$/.test(path)
