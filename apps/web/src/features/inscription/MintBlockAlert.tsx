import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import type { MintBlock } from './useMintBlock.ts'

/** The indexer's reason a bulk run is refused, in the tick card's words (test id `<prefix>-blocked`). */
export function MintBlockAlert({
  block,
  p,
  tick,
  lim,
  prefix,
}: {
  block: MintBlock
  p: string
  tick: string
  lim: bigint | undefined
  prefix: string
}) {
  const { t, i18n } = useTranslation('inscription')
  return (
    <Alert
      type="error"
      showIcon
      data-testid={`${prefix}-blocked`}
      title={t(block === 'notDeployed' ? 'tick.notDeployedMint' : `tick.${block}`, {
        tick,
        p,
        lim: lim?.toLocaleString(i18n.language),
      })}
    />
  )
}
