import type { Language } from '@tokenbox/ui/i18n/languages.ts'
import type { ToolDoc } from './toolDoc.ts'

/** One lazy chunk per file: a tool's Introduce tab loads its own page in the reader's language only. */
const docFiles = import.meta.glob<ToolDoc>('../../docs/*/*.json', { import: 'default' })

const cache = new Map<string, Promise<ToolDoc | undefined>>()

/**
 * The documentation of tool `id` (a route id of routeTable.ts) in `language`, falling back to
 * English; undefined when the tool has none (toolDocs.test.ts fails for a built tool without one).
 * The same promise is returned for the same page, so React's `use` can suspend on it.
 *
 * @example
 * const doc = use(loadToolDoc('zh', 'loToken')) // { title: '代币锁仓', ... }
 */
export function loadToolDoc(language: Language, id: string): Promise<ToolDoc | undefined> {
  const key = `${language}/${id}`
  let promise = cache.get(key)
  if (!promise) {
    const load = docFiles[`../../docs/${language}/${id}.json`] ?? docFiles[`../../docs/en/${id}.json`]
    promise = load ? load() : Promise.resolve(undefined)
    cache.set(key, promise)
  }
  return promise
}

/** Whether tool `id` has documentation (in English, which every page has first). */
export function hasToolDoc(id: string): boolean {
  return `../../docs/en/${id}.json` in docFiles
}
