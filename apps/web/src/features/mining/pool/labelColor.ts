import type { MiningPoolLabel } from '@tokenbox/core/mining/miningPoolState.ts'

/** The tag colour of each pool label. */
export const labelColor: Record<MiningPoolLabel, string> = {
  upcoming: 'blue',
  live: 'green',
  dry: 'orange',
  ended: 'default',
}
