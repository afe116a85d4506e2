import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { InscribePanel } from './InscribePanel.tsx'

/**
 * Inscription Mint (`/ins/bo`): a tick's mint in easy mode, repeated as many times as asked (the
 * wallet asked once per transaction), beside the tick's indexer status and the account's balance.
 */
export function InscriptionMintPage() {
  useLazyNamespace('inscription')
  return <InscribePanel op="mint" repeat />
}
