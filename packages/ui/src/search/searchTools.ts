import Fuse, { type IFuseOptions } from 'fuse.js'
import type { SearchDocument } from './buildSearchIndex.ts'

/** One match: the route id and Fuse's score (0 is exact; lower ranks first). */
export type SearchHit = { id: string; score: number }

export type ToolSearch = {
  /** The routes matching `query`, best first, at most `limit`. */
  search(query: string, limit?: number): SearchHit[]
}

/**
 * Fuse's settings, tuned on the ranking tests (searchTools.test.ts). Titles weigh 3, keywords 2,
 * descriptions 1: a tool named "Token Lock" comes before one whose description mentions locking.
 * The threshold lets one wrong letter in four through (swapped letters are two, see below), but
 * not one in three: a three-letter query, often pinyin ("suo"),
 * would otherwise match every syllable one letter away ("shuo", "sao"). Position in the text does
 * not matter (`ignoreLocation`): a keyword's last word counts as its first; accents neither
 * ("envio masivo" finds "envío masivo").
 */
const fuseOptions: IFuseOptions<SearchDocument> = {
  keys: [
    { name: 'title', weight: 3 },
    { name: 'keywords', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  includeScore: true,
  threshold: 0.3,
  ignoreLocation: true,
  ignoreDiacritics: true,
}

/**
 * What a swapped pair of neighbouring letters costs against the query as typed: enough to rank
 * every match of the query itself first, far less than any second wrong letter.
 */
const swappedLettersPenalty = 0.001
/**
 * Scores (Fuse's, weights applied) past which a hit is noise: a word one or two letters away from
 * the query in some language ("send" in "dividend"). With a near-exact match (under 0.01) on the
 * list, anything past 0.1 is; without one (a typo: "multisnder" scores 0.57 on Multi Sender, a
 * word inside a longer one), past 0.75. Measured on the ranking tests' queries: the relevant hits
 * of "mint", "token" and "bloquear" stay.
 */
const nearExact = 0.01
const noiseAfterNearExact = 0.1
const noise = 0.75
/** Longer queries are rarely mistyped that way alone; their variants would cost more than they find. */
const maxQueryLengthForSwaps = 24

/**
 * The query with each pair of neighbouring letters swapped ("lokc" → "olkc", "lkoc", "lock"): the
 * commonest typing slip, which Fuse's edit distance counts as two wrong letters and its threshold
 * would let through only with much noise.
 */
function swappedLetterVariants(query: string): string[] {
  if (query.length < 4 || query.length > maxQueryLengthForSwaps) return []
  const variants = new Set<string>()
  for (let index = 0; index + 1 < query.length; index++) {
    const first = query[index]!
    const second = query[index + 1]!
    if (first === second || first === ' ' || second === ' ') continue
    variants.add(query.slice(0, index) + second + first + query.slice(index + 2))
  }
  variants.delete(query)
  return [...variants]
}

/**
 * A search over the index's documents (buildSearchIndex): fuzzy, in every language at once, with
 * swapped letters forgiven. An empty query finds nothing (the palette shows recent and popular
 * tools then: suggestTools).
 *
 * @example
 * const tools = createToolSearch(buildSearchIndex(searchableRoutes(), strings))
 * tools.search('mutli sender')[0]?.id // 'waMultiSender'
 */
export function createToolSearch(documents: readonly SearchDocument[]): ToolSearch {
  const fuse = new Fuse([...documents], fuseOptions)
  return {
    search(query, limit = 20) {
      const typed = query.trim().toLowerCase().replace(/\s+/g, ' ')
      if (typed.length === 0) return []
      const best = new Map<string, number>()
      const add = (pattern: string, penalty: number) => {
        for (const result of fuse.search(pattern)) {
          const score = (result.score ?? 1) + penalty
          const known = best.get(result.item.id)
          if (known === undefined || score < known) best.set(result.item.id, score)
        }
      }
      add(typed, 0)
      // A query that already finds a tool nearly exactly was not mistyped: its variants (one Fuse
      // search each, up to 23) would only cost time on every keystroke.
      const typedNearExact = [...best.values()].some((score) => score < nearExact)
      if (!typedNearExact)
        for (const variant of swappedLetterVariants(typed)) add(variant, swappedLettersPenalty)
      const order = new Map(documents.map((document, index) => [document.id, index]))
      const hits = [...best]
        .map(([id, score]) => ({ id, score }))
        .sort((a, b) => a.score - b.score || order.get(a.id)! - order.get(b.id)!)
      const cutoff = (hits[0]?.score ?? 1) < nearExact ? noiseAfterNearExact : noise
      return hits.filter((hit) => hit.score <= cutoff).slice(0, limit)
    },
  }
}
