import { inscriptionConventionOf } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import type { InscribeCheck } from './inscribeDraft.ts'
import { useTickStatus } from './useTickStatus.ts'

/**
 * Why the indexer says a mint would not count: the tick is not deployed, fully minted, the amount
 * above its limit, or (item model) not its limit exactly.
 */
export type MintBlock = 'notDeployed' | 'fullyMinted' | 'aboveLimit' | 'amountNotLimit'

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
          : inscriptionConventionOf(inscription.p).model === 'items' &&
              BigInt(inscription.amt) !== indexed.tick.lim
            ? 'amountNotLimit'
            : BigInt(inscription.amt) > indexed.tick.lim
              ? 'aboveLimit'
              : undefined
      : undefined
  return { inscription, block, lim: indexed?.tick?.lim }
}
