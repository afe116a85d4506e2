import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import type { StepPreview as Preview } from '@tokenbox/core/transactions/types.ts'
import { type SimulationTextLine, simulationLines } from '@tokenbox/ui/simulation/simulationLines.ts'
import { Flex, Spin, Typography } from 'antd'
import { type CSSProperties, Suspense, use } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, isAddressEqual } from 'viem'
import { loadLazyNamespace } from '../../base/loadLanguage.ts'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'

export type StepPreviewProps = {
  /** The step's preview from the runner's progress (`progress.preview`); nothing shows without one. */
  preview: Preview | undefined
  testId?: string | undefined
}

const toneType: Partial<Record<SimulationTextLine['tone'], 'danger' | 'warning' | 'secondary' | 'success'>> =
  {
    fails: 'danger',
    grant: 'warning',
    caution: 'warning',
    unknown: 'secondary',
    in: 'success',
  }

const listStyle: CSSProperties = { margin: 0, paddingInlineStart: 18 }

/**
 * What the step about to be signed will do to the wallet (issue 80), as core's runner simulated it
 * before asking the wallet: "Reading what this transaction will do…", then one line per change
 * (what leaves, what arrives, what others may spend, the contract it creates), or that it would
 * fail (and the wallet is not asked), or that the RPC could not simulate it. A step that moves
 * nothing shows nothing. Test ids: `<testId>` on the list, one `li` per line with `data-tone`;
 * `<testId>-reading` while it reads.
 *
 * @example
 * <StepPreview preview={progress?.preview} testId="lock-progress-preview" />
 */
export function StepPreview({ preview, testId }: StepPreviewProps) {
  if (!preview || (preview.status === 'success' && preview.lines.length === 0)) return null
  // Its words load with the first preview (a lazy namespace): the panel around it never waits.
  return (
    <Suspense fallback={null}>
      <PreviewLines preview={preview} testId={testId} />
    </Suspense>
  )
}

function PreviewLines({ preview, testId }: { preview: Preview; testId: string | undefined }) {
  const { i18n } = useTranslation()
  // The error table comes with it: a step that would fail is said in its words.
  use(loadLazyNamespace(i18n, 'simulation'))
  const { t } = useTranslation(['simulation', 'errors'])
  const { entry } = useConnectedChainEntry()
  if (preview.status === 'reading')
    return (
      <Typography.Text type="secondary" data-testid={testId && `${testId}-reading`}>
        <Spin size="small" style={{ marginInlineEnd: 8 }} />
        {t('reading', { ns: 'simulation' })}
      </Typography.Text>
    )
  const lines = simulationLines(preview, {
    t,
    label: (address) => {
      const ours = ourContract(entry, address)
      return ours ? t(`name.${ours}`, { ns: 'simulation' }) : nameOf(entry, address)
    },
  })
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{t('heading', { ns: 'simulation' })}</Typography.Text>
      <ul data-testid={testId} style={listStyle}>
        {lines.map((line) => (
          <li key={line.text} data-tone={line.tone}>
            <Typography.Text type={toneType[line.tone]} strong={line.tone === 'out' || line.tone === 'fails'}>
              {line.text}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  )
}

/** TokenBox's locker or multi-sender: the chain's own (catalogue, local deployments) or the shared one. */
function ourContract(entry: ChainEntry | undefined, address: Address): 'lock' | 'send' | undefined {
  const is = (known: Address | undefined, shared: Record<string, string>) =>
    (known && isAddressEqual(known, address)) ||
    Object.values(shared).some((candidate) => isAddressEqual(candidate as Address, address))
  if (is(entry?.lock, sharedContractAddress.TokenLocker)) return 'lock'
  if (is(entry?.send, sharedContractAddress.MultiSender)) return 'send'
  return undefined
}

/** A known token by its symbol, a known exchange's router by its name, else the shortened address. */
function nameOf(entry: ChainEntry | undefined, address: Address): string | undefined {
  const token = entry?.tokens.find((known) => isAddressEqual(known.address, address))
  if (token) return token.name
  return entry?.swaps.find((known) => isAddressEqual(known.router, address))?.name
}
