import type { MiningPoolActions } from '@tokenbox/core/mining/miningPoolActions.ts'
import type { MiningPoolState } from '@tokenbox/core/mining/miningPoolState.ts'
import type { MiningAction } from './useMiningAction.ts'

/** What each section of a mining pool's page is given: the pool as read, what the account may do, the page's action runner. */
export type MiningSectionProps = {
  state: MiningPoolState
  actions: MiningPoolActions
  action: MiningAction
}
