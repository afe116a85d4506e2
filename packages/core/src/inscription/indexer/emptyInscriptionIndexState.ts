import type { InscriptionIndexState } from './types.ts'

/**
 * An index with no tick and no balance: where a chain's indexing starts.
 *
 * @example
 * const state = emptyInscriptionIndexState()
 */
export function emptyInscriptionIndexState(): InscriptionIndexState {
  return { ticks: new Map(), balances: new Map() }
}
