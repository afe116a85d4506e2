import type { Plugin } from 'vite'

/** The names wanted from a module: some of its exports, or all of them. */
type Wanted = Set<string> | 'all'

type Binding = { imported: string; local: string }

/** `a, b as c, type d` (the inside of an import or export list), type-only names left out. */
function bindings(list: string): Binding[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && !item.startsWith('type '))
    .map((item) => {
      const [imported, local] = item.split(/\s+as\s+/)
      return { imported: imported!.trim(), local: (local ?? imported)!.trim() }
    })
}

/** What one module asks of others: imports, named re-exports and star re-exports. */
function readModuleLinks(code: string) {
  const imports: { source: string; names: Wanted }[] = []
  const reexports: { source: string; names: Binding[] }[] = []
  const starReexports: string[] = []
  const importPattern =
    /\bimport\s+(?!type\s)(?:([\w$]+)\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g
  for (const [, defaultName, rest, source] of code.matchAll(importPattern)) {
    if (rest?.startsWith('*')) imports.push({ source: source!, names: 'all' })
    else
      imports.push({
        source: source!,
        names: new Set([
          ...(defaultName ? ['default'] : []),
          ...(rest ? bindings(rest.slice(1, -1)).map((binding) => binding.imported) : []),
        ]),
      })
  }
  for (const [, source] of code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g))
    imports.push({ source: source!, names: new Set() })
  for (const [, list, source] of code.matchAll(/\bexport\s+(?!type\s)\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g))
    reexports.push({ source: source!, names: bindings(list!) })
  for (const [, namespace, source] of code.matchAll(
    /\bexport\s*\*\s*(as\s+[\w$]+\s*)?from\s*['"]([^'"]+)['"]/g,
  )) {
    if (namespace)
      reexports.push({ source: source!, names: [{ imported: '*', local: namespace.trim().slice(3) }] })
    else starReexports.push(source!)
  }
  return { imports, reexports, starReexports }
}

/**
 * The modules `roots` use, following only the exports each import asks for through re-exporting
 * files ("barrels" such as antd's or wagmi's index): a plain import graph walk from
 * `import { Alert } from 'antd'` reaches every component of antd, and a chunk made of that walk
 * holds every module any screen uses. A module reached is counted whole (all of its own imports
 * followed); only re-exports are filtered by name. The reading is textual (import and export
 * statements), an over-approximation where it cannot tell, never an under-approximation of what
 * the build includes from the roots' static imports.
 *
 * Fills `into` at the end of the build's module graph (buildEnd), before chunks are made, so a
 * code splitting group can read it.
 *
 * @example
 * const dashboardModules = new Set<string>()
 * plugins: [usedModulesOf(['/src/a.tsx'], dashboardModules)]
 * // groups: [{ name: (id) => (dashboardModules.has(id) ? 'dashboard' : null) }]
 */
export function usedModulesOf(
  roots: readonly string[],
  into: Set<string>,
  options: { besides?: readonly string[] } = {},
): Plugin {
  return {
    name: 'tokenbox-used-modules-of',
    apply: 'build',
    async buildEnd() {
      const besides = new Set<string>()
      if (options.besides) await walk.call(this, options.besides, besides, new Set())
      into.clear()
      await walk.call(this, roots, into, besides)
    },
  }
}

type WalkContext = {
  resolve(source: string, importer: string): Promise<{ id: string } | null>
  getModuleInfo(id: string): { code: string | null; exports: string[] } | null
}

async function walk(this: WalkContext, roots: readonly string[], into: Set<string>, stopAt: Set<string>) {
  const wanted = new Map<string, Set<string> | 'all'>()
  const resolved = new Map<string, string | null>()
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`
    if (!resolved.has(key)) {
      // The reading is textual: an example in a comment names modules that do not resolve.
      const target = await this.resolve(source, importer).catch(() => null)
      resolved.set(key, target?.id ?? null)
    }
    return resolved.get(key)!
  }
  const queue: { id: string; names: Wanted }[] = roots.map((id) => ({ id, names: 'all' }))
  while (queue.length > 0) {
    const { id, names } = queue.shift()!
    const info = this.getModuleInfo(id)
    if (!info?.code) continue
    // Only names not handled before: a module reached again for other exports is read again.
    const seen = wanted.get(id)
    if (seen === 'all') continue
    const fresh: Wanted = names === 'all' ? 'all' : new Set([...names].filter((name) => !seen?.has(name)))
    if (seen && fresh !== 'all' && fresh.size === 0) continue
    const firstVisit = !seen
    wanted.set(id, fresh === 'all' ? 'all' : new Set([...(seen ?? []), ...fresh]))
    const links = readModuleLinks(info.code)
    // A module the other roots use is theirs: only its re-exports are followed (a shared index).
    const theirs = stopAt.has(id)
    if (!theirs) into.add(id)
    if (firstVisit && !theirs)
      for (const link of links.imports) {
        const target = await resolve(link.source, id)
        if (target) queue.push({ id: target, names: link.names })
      }
    for (const link of links.reexports) {
      const asked = fresh === 'all' ? link.names : link.names.filter((binding) => fresh.has(binding.local))
      if (asked.length === 0) continue
      const target = await resolve(link.source, id)
      if (!target) continue
      const targetNames: Wanted = asked.some((binding) => binding.imported === '*')
        ? 'all'
        : new Set(asked.map((binding) => binding.imported))
      queue.push({ id: target, names: targetNames })
    }
    for (const source of links.starReexports) {
      const target = await resolve(source, id)
      if (!target) continue
      const exported = this.getModuleInfo(target)?.exports ?? []
      // A star re-export passes on what its target exports; follow it only for those names.
      const passed: Wanted =
        fresh === 'all' ? 'all' : new Set([...fresh].filter((name) => exported.includes(name)))
      if (passed === 'all' || passed.size > 0 || exported.length === 0)
        queue.push({ id: target, names: passed })
    }
  }
}
