import type { PresaleLabel } from '@tokenbox/core/launchpad/presaleState.ts'

/** The tag colour of each presale label, in the list and on the sale page. */
export const labelColor: Record<PresaleLabel, string> = {
  upcoming: 'default',
  live: 'processing',
  filled: 'gold',
  ended: 'warning',
  finalized: 'success',
  cancelled: 'default',
  failed: 'error',
}
