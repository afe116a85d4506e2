import { useLoadedAddress } from '../../../app/contracts/useLoadedAddress.ts'
import { TokenScreen } from '../TokenScreen.tsx'
import { InscriptionMintView } from './InscriptionMintView.tsx'
import { useInscriptionMint } from './useInscriptionMint.ts'
import { useInscriptionProgress } from './useInscriptionProgress.ts'

/**
 * Mint: load an inscription token of the current chain by address, see its progress as the
 * inscription sites showed it and mint (InscriptionMintView), each mint core's plan
 * (useInscriptionMint). The screen passes a newly created token as `initialAddress` and remounts
 * the panel with it.
 */
export function InscriptionMintPanel({ initialAddress }: { initialAddress: string | undefined }) {
  const opened = useLoadedAddress(initialAddress)
  const progress = useInscriptionProgress(opened.loaded)
  const minting = useInscriptionMint(opened.loaded, progress.refetch)
  return (
    <TokenScreen
      words="inscription.mint"
      testId="ins-mint-panel"
      testIdPrefix="ins"
      opened={opened}
      read={progress}
      bar={{ placeholderKey: 'inscription.mint.tokenAddress', addressTestId: 'ins-address' }}
    >
      {(data) => <InscriptionMintView progress={data} minting={minting} />}
    </TokenScreen>
  )
}
