import { useTranslation } from 'react-i18next'
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
  // The errors namespace too: a refusal or failure is worded from it (ErrorAlert).
  const { t } = useTranslation(['tokens', 'errors'])
  const { loaded, load } = useLoadedAddress(initialAddress)
  const progress = useInscriptionProgress(loaded)
  const minting = useInscriptionMint(loaded, progress.refetch)
  return (
    <TokenScreen
      title={t('inscription.mint.title')}
      testId="ins-mint-panel"
      testIdPrefix="ins"
      initialAddress={initialAddress}
      onLoad={(address) => load(address, progress.refetch)}
      loaded={loaded}
      read={progress}
      emptyText={t('inscription.mint.empty')}
      notFoundText={t('inscription.mint.notFound')}
      bar={{ placeholderKey: 'inscription.mint.tokenAddress', addressTestId: 'ins-address' }}
    >
      {(data) => <InscriptionMintView progress={data} minting={minting} />}
    </TokenScreen>
  )
}
