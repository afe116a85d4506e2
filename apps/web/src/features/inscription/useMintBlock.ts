import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import type { InscribeCheck } from './inscribeDraft.ts'
import { useTickStatus } from './useTickStatus.ts'

/** Why the indexer says a mint would not count: the tick is not deployed, fully minted, or the amount is above its limit. */
export type MintBlock = 'notDeployed' | 'fullyMinted' | 'aboveLimit'

/**
 * The checked mint of a bulk form and, where TokenBox's indexer answers, why it would not count
 * (so the run is refused before any gas is paid): the two bulk screens share it. Undefined
 * `block` while the indexer has not answered or has no route: the tick card then says so itself.
 *
 * @example
 * const { inscription, block, lim } = useMintBlock(form.check)
 */
export function useMintBlock(check: InscribeCheck) {
  const { chainId } = useConnectedChainEntry()
  const inscription = check.ok && check.inscription.op === 'mint' ? check.inscription : undefined
  const status = useTickStatus(chainId, inscription?.p, inscription?.tick).data
  const indexed = status?.kind === 'indexed' ? status : undefined
  const block: MintBlock | undefined =
    indexed && inscription
      ? !indexed.tick
        ? 'notDeployed'
        : indexed.tick.fullyMinted
          ? 'fullyMinted'
          : BigInt(inscription.amt) > indexed.tick.lim
            ? 'aboveLimit'
            : undefined
      : undefined
  return { inscription, block, lim: indexed?.tick?.lim }
}
