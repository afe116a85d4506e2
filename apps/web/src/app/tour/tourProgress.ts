import type { TourId } from './tours.ts'

/** Where this browser remembers its tours (one record, so "start afresh" is one removal). */
export const tourStorageKey = 'tokenbox.guide'

/**
 * How far a tour went: `active` at `step` (an index into the tour's definition, not into the
 * steps found on the page, so a resume survives a header button that came or went), or ended.
 */
export type TourProgress =
  | {
      status: 'active'
      step: number
      /** The step's number as the popover showed it ("3 of 7"), for the guide page. */
      shown: number
    }
  | { status: 'done' | 'skipped' }

export type TourRecord = {
  /** The first-visit offer: answered once, it never shows again until the guide page resets it. */
  welcome?: 'accepted' | 'dismissed'
  tours: Partial<Record<TourId, TourProgress>>
  /** Tool tours whose "Show me around" hint was closed. */
  hintsClosed: TourId[]
}

const emptyRecord: TourRecord = { tours: {}, hintsClosed: [] }

let cached: { raw: string | null; record: TourRecord } | undefined
const listeners = new Set<() => void>()

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Reading localStorage throws where the browser blocks site data: tours then just run.
    return undefined
  }
}

/** The raw stored record, `null` when this browser has none (a first visit). */
export function readRawTourRecord(): string | null {
  try {
    return storage()?.getItem(tourStorageKey) ?? null
  } catch {
    return null
  }
}

/** The stored record; a missing or damaged one reads as empty. Stable between writes (useSyncExternalStore). */
export function readTourRecord(): TourRecord {
  const raw = readRawTourRecord()
  if (cached?.raw === raw) return cached.record
  let record = emptyRecord
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<TourRecord>
      record = {
        welcome: parsed.welcome,
        tours: typeof parsed.tours === 'object' && parsed.tours ? parsed.tours : {},
        hintsClosed: Array.isArray(parsed.hintsClosed) ? parsed.hintsClosed : [],
      }
    } catch {
      record = emptyRecord
    }
  }
  cached = { raw, record }
  return record
}

/** Changes the stored record and tells every subscriber (the guide page, the offers). */
export function updateTourRecord(change: (record: TourRecord) => TourRecord): void {
  const next = change(readTourRecord())
  try {
    storage()?.setItem(tourStorageKey, JSON.stringify(next))
  } catch {
    // A full or blocked storage: the tour still runs, it is just not remembered.
  }
  for (const listener of listeners) listener()
}

/** Records the step a tour reached, or how it ended. */
export function saveTourProgress(id: TourId, progress: TourProgress): void {
  updateTourRecord((record) => ({ ...record, tours: { ...record.tours, [id]: progress } }))
}

/** The tool's "Show me around" hint is answered: it does not show again. */
export function closeTourHint(id: TourId): void {
  if (readTourRecord().hintsClosed.includes(id)) return
  updateTourRecord((record) => ({ ...record, hintsClosed: [...record.hintsClosed, id] }))
}

/** Forgets every tour and answer: the welcome offer and the tool hints show again. */
export function resetTourRecord(): void {
  try {
    storage()?.removeItem(tourStorageKey)
  } catch {
    // Nothing stored, nothing to forget.
  }
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore; another tab's change arrives through the storage event. */
export function subscribeTourRecord(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === tourStorageKey || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
