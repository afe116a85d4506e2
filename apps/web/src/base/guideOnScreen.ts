/** What of the guide is on screen now: the welcome offer, a running tour. */
const holders = new Set<symbol>()
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

/**
 * Marks part of the guide as on screen until the returned release runs (a welcome offer's mount,
 * a tour's run). The no-wallet notice waits while anything holds it: the two never show together
 * (issue 52).
 *
 * @example
 * useEffect(() => holdGuideOnScreen(), [])
 */
export function holdGuideOnScreen(): () => void {
  const holder = Symbol('guide')
  holders.add(holder)
  changed()
  return () => {
    if (holders.delete(holder)) changed()
  }
}

/** Whether the welcome offer or a tour is on screen (useSyncExternalStore's snapshot). */
export function isGuideOnScreen(): boolean {
  return holders.size > 0
}

/**
 * Calls `listener` whenever the guide comes on screen or leaves it; returns the unsubscribe.
 *
 * @example
 * const onScreen = useSyncExternalStore(subscribeGuideOnScreen, isGuideOnScreen)
 */
export function subscribeGuideOnScreen(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
