export type ReadEntriesAsFoundParameters<Found, Entry> = {
  /** One found thing's row, or null to leave it out (it does not match the filter, or is not one). */
  entryOf: (found: Found) => Promise<Entry | null | undefined>
  /** Hears the rows so far, in list order, each time more are read. */
  onEntries?: ((entriesSoFar: Entry[]) => void) | undefined
  /**
   * What makes two found things one (default: the thing itself, as a string): each is read once and
   * listed once, where it was first found (a token announced twice is listed at its newest).
   */
  keyOf?: ((found: Found) => string) | undefined
}

export type EntriesAsFound<Found, Entry> = {
  /**
   * The things a scan found so far, in list order (newest first): any not read yet is read now, and
   * the rows so far go to `onEntries` once all of them are read.
   */
  found: (soFar: readonly Found[]) => void
  /** The rows of everything found, in list order, after every earlier batch was shown. */
  rows: (all: readonly Found[]) => Promise<Entry[]>
}

/**
 * The rows of a list whose contracts a log scan finds a few at a time: each contract is read once,
 * as soon as the scan finds it (so reads overlap the scan of older blocks), and the rows so far are
 * handed on one batch after another, so an older batch never replaces a newer one. The piece every
 * progressive list shares: created contracts (listCreatedEntries), announced tokens, sale tokens.
 *
 * @example
 * const reader = readEntriesAsFound({ entryOf: (pool) => readPoolRow(client, pool), onEntries: show })
 * await scanLogs(client, filter, { newestFirst: true, onLogs: (logs) => reader.found(poolsSoFar(logs)) })
 * return reader.rows(allPools)
 */
export function readEntriesAsFound<Found, Entry>({
  entryOf,
  onEntries,
  keyOf = String,
}: ReadEntriesAsFoundParameters<Found, Entry>): EntriesAsFound<Found, Entry> {
  const reads = new Map<string, Promise<Entry | null | undefined>>()
  const readOnce = (found: Found) => {
    const key = keyOf(found)
    let read = reads.get(key)
    if (!read) {
      read = entryOf(found)
      reads.set(key, read)
    }
    return read
  }
  // Every read is awaited as soon as it starts (settled for a batch, all-or-nothing for the final rows),
  // so a failure is never left unhandled while it waits its turn.
  const readsOf = (found: readonly Found[]) => {
    const unique = new Map<string, Found>()
    for (const item of found) {
      const key = keyOf(item)
      if (!unique.has(key)) unique.set(key, item)
    }
    return [...unique.values()].map(readOnce)
  }
  const present = (entries: readonly (Entry | null | undefined)[]): Entry[] =>
    entries.filter((entry): entry is Entry => entry !== null && entry !== undefined)
  // Rows are shown one batch after another, so an older batch never replaces a newer one.
  let shown: Promise<void> = Promise.resolve()
  return {
    found: (soFar) => {
      // A batch shows the rows that were read; one that failed is left out here, and the final rows
      // meet the same failure and say it.
      const batch = Promise.allSettled(readsOf(soFar))
      if (!onEntries) return
      shown = shown.then(async () =>
        onEntries(
          present((await batch).flatMap((read) => (read.status === 'fulfilled' ? [read.value] : []))),
        ),
      )
    },
    rows: async (all) => {
      const rows = present(await Promise.all(readsOf(all)))
      await shown
      return rows
    },
  }
}
