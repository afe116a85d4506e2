import type { InscriptionEffect, InscriptionIndexState } from './types.ts'

/**
 * Undoes effects returned by {@link applyInscriptionBlock}, for a reorg: `effects` in the order
 * they were applied (several blocks' effects concatenated, oldest first); they are undone newest
 * first, each tick and balance put back to its value before. The state passed in is not changed.
 *
 * @example
 * const { state: after, effects } = applyInscriptionBlock(before, block)
 * revertInscriptionEffects(after, effects) // equal to `before`
 */
export function revertInscriptionEffects(
  state: InscriptionIndexState,
  effects: readonly InscriptionEffect[],
): InscriptionIndexState {
  if (effects.length === 0) return state
  const ticks = new Map(state.ticks)
  const balances = new Map(state.balances)
  for (let index = effects.length - 1; index >= 0; index--) {
    const effect = effects[index] as InscriptionEffect
    if (effect.tickBefore) ticks.set(effect.tickKey, effect.tickBefore)
    else ticks.delete(effect.tickKey)
    for (let change = effect.balances.length - 1; change >= 0; change--) {
      const { key, before } = effect.balances[change] as InscriptionEffect['balances'][number]
      if (before === 0n) balances.delete(key)
      else balances.set(key, before)
    }
  }
  return { ticks, balances }
}
