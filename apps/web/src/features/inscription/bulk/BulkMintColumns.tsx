import type { Inscription } from '@tokenbox/core/inscription/types.ts'
import type { ReactNode } from 'react'
import { useIsMobile } from '../../../base/useIsMobile.ts'
import { InscribeColumns } from '../InscribeColumns.tsx'
import { InscriptionBytes } from '../InscriptionBytes.tsx'
import { TickStatusCard } from '../TickStatusCard.tsx'
import type { InscribeForm } from '../useInscribe.ts'

/**
 * The two bulk mint screens' columns: the form (`children`, given the side to place inline on a
 * phone), and beside it the tick's status and the exact bytes every mint sends. Test ids
 * `<prefix>-bytes…`.
 */
export function BulkMintColumns({
  form,
  inscription,
  prefix,
  via,
  withBalance = false,
  children,
}: {
  form: InscribeForm
  /** The checked mint, once the form holds one. */
  inscription: Extract<Inscription, { op: 'mint' }> | undefined
  prefix: string
  /** Who sends the mints: each sub-wallet, the connected wallet, or the bulk contract for it. */
  via: 'self' | 'subWallets' | 'contract'
  /** Show the connected account's balance of the tick (the wallet mints for itself). */
  withBalance?: boolean
  children: (inline: ReactNode) => ReactNode
}) {
  const isMobile = useIsMobile()
  return (
    <InscribeColumns
      side={
        <>
          <TickStatusCard
            op="mint"
            p={inscription?.p}
            tick={inscription?.tick}
            amt={inscription && BigInt(inscription.amt)}
            withBalance={withBalance}
          />
          <InscriptionBytes
            check={form.check}
            prefix={prefix}
            inline={isMobile}
            decoded={form.draft.mode === 'hex'}
            via={via}
          />
        </>
      }
    >
      {children}
    </InscribeColumns>
  )
}
