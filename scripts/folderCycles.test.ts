/**
 * No two folders import each other, even through others (issue 78 point 10): the top folders of
 * packages/core/src and of apps/web/src, each feature of apps/web/src/features counting as a folder
 * of its own, form layers, each importing only from folders below it. Within a folder files may
 * import each other freely; between files, `npm run import-circles` (dpdm) forbids every circle.
 * Test files (`*.test.ts(x)`) import what they test from anywhere and are left out.
 *
 * A cycle is reported as its folders and, for each step, one import that makes it, so the fix
 * (move the shared piece down to a folder both depend on) can start from the file named.
 */
import { describe, expect, it } from 'vitest'
import { type ImportEdge, importEdges, isTestFile, listFiles } from './importGraph.ts'

/** A source root and the folders under it that count one level deeper (`features/tokens`). */
type Layered = { root: string; splitFolders: readonly string[] }

const layered: Layered[] = [
  { root: 'packages/core/src', splitFolders: [] },
  { root: 'apps/web/src', splitFolders: ['features'] },
]

/** The folder of `file` under `root` (`.` for the root's own files), or undefined outside it. */
function folderOf(file: string, { root, splitFolders }: Layered): string | undefined {
  if (!file.startsWith(`${root}/`)) return undefined
  const parts = file.slice(root.length + 1).split('/')
  if (parts.length === 1) return '.'
  if (splitFolders.includes(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}`
  return parts[0]
}

/**
 * The folder cycles of `edges` under `layout`: each strongly connected set of two or more folders
 * (Tarjan), with one import per folder-to-folder step inside it.
 */
function folderCycles(edges: readonly ImportEdge[], layout: Layered): string[] {
  const example = new Map<string, Map<string, ImportEdge>>()
  for (const edge of edges) {
    if (isTestFile(edge.from)) continue
    const from = folderOf(edge.from, layout)
    const to = folderOf(edge.to, layout)
    if (from === undefined || to === undefined || from === to) continue
    const targets = example.get(from) ?? new Map<string, ImportEdge>()
    if (!targets.has(to)) targets.set(to, edge)
    example.set(from, targets)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (folder: string) => {
    index.set(folder, index.size)
    low.set(folder, index.get(folder)!)
    stack.push(folder)
    onStack.add(folder)
    for (const next of example.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!))
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = []
      for (let top = stack.pop()!; ; top = stack.pop()!) {
        onStack.delete(top)
        component.push(top)
        if (top === folder) break
      }
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const folder of [...example.keys()].sort()) if (!index.has(folder)) visit(folder)
  return components.map((component) => {
    const steps = component.flatMap((from) =>
      [...(example.get(from) ?? [])]
        .filter(([to]) => component.includes(to))
        .map(([to, edge]) => `  ${from} -> ${to}: ${edge.from} imports ${edge.specifier}`),
    )
    return `${layout.root}: ${component.join(', ')}\n${steps.join('\n')}`
  })
}

describe('folders form layers: no folder-level import cycle', () => {
  for (const layout of layered) {
    it(`${layout.root}${layout.splitFolders.length > 0 ? ` (each of ${layout.splitFolders.join(', ')}/* apart)` : ''}`, () => {
      const files = listFiles(layout.root)
      expect(files.length).toBeGreaterThan(0)
      expect(folderCycles(importEdges(files), layout)).toEqual([])
    })
  }
})

describe('the cycle finder', () => {
  const layout: Layered = { root: 'src', splitFolders: ['features'] }
  const edge = (from: string, to: string) => ({ from, to, specifier: to })

  it('finds two folders that import each other, and a longer ring', () => {
    const cycles = folderCycles(
      [
        edge('src/app/a.ts', 'src/wallet/b.ts'),
        edge('src/wallet/b.ts', 'src/app/c.ts'),
        edge('src/x/x.ts', 'src/y/y.ts'),
        edge('src/y/y.ts', 'src/z/z.ts'),
        edge('src/z/z.ts', 'src/x/x2.ts'),
      ],
      layout,
    )
    expect(cycles).toHaveLength(2)
    expect(cycles[0]).toMatch(/^src: app, wallet\n/)
    expect(cycles[0]).toContain('wallet -> app: src/wallet/b.ts imports src/app/c.ts')
    expect(cycles[1]).toMatch(/^src: x, y, z\n/)
  })

  it('counts each feature as a folder, and leaves layers, tests and imports within a folder alone', () => {
    expect(
      folderCycles(
        [
          edge('src/features/tokens/a.ts', 'src/app/b.ts'),
          edge('src/features/lock/a.ts', 'src/features/lock/b.ts'),
          edge('src/app/b.ts', 'src/app/c.ts'),
          edge('src/app/b.test.ts', 'src/features/tokens/a.ts'),
        ],
        layout,
      ),
    ).toEqual([])
    expect(
      folderCycles(
        [
          edge('src/features/tokens/a.ts', 'src/features/lock/b.ts'),
          edge('src/features/lock/b.ts', 'src/features/tokens/c.ts'),
        ],
        layout,
      ),
    ).toHaveLength(1)
  })
})
