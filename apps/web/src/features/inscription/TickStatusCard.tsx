import { inscriptionConventionOf } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Descriptions, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { useConnection } from 'wagmi'
import { ProgressBar } from '../../app/layout/ProgressBar.tsx'
import { TransactionHashLink } from '../../app/transactions/TransactionHashLink.tsx'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import type { InscribeOp } from './inscribeDraft.ts'
import { useTickBalance } from './useTickBalance.ts'
import { type IndexedTick, useTickStatus } from './useTickStatus.ts'

/**
 * The tick's status from TokenBox's indexer, before the user pays gas: deployed max, limit per
 * mint, minted so far (as a bar), remaining, holders, and a warning where the inscription would
 * not count (a second deploy, a mint of a tick nobody deployed, a mint once it is fully minted or
 * above its limit); a tick the connected wallet deployed itself is said to count. Not shown at all where the server has no indexer, nor before a tick is typed.
 */
export function TickStatusCard({
  op,
  p,
  tick,
  amt,
  id,
  withBalance = false,
}: {
  op: InscribeOp
  p: string | undefined
  tick: string | undefined
  /** The mint's amount, when the form has a valid one. */
  amt?: bigint | undefined
  /** The mint's number, for a convention that numbers mints. */
  id?: bigint | undefined
  /** Show the connected account's balance of the tick too (Inscription Mint). */
  withBalance?: boolean
}) {
  const { t, i18n } = useTranslation('inscription')
  const { chainId, entry } = useConnectedChainEntry()
  const { address } = useConnection()
  const query = useTickStatus(chainId, p, tick)
  const balance = useTickBalance(chainId, p, tick, withBalance ? address : undefined).data
  const status = query.data
  if (p && tick && !status && query.isError)
    return (
      <Panel title={t('tick.title')} data-testid="inscribe-tick">
        <Typography.Text type="secondary" data-testid="inscribe-tick-unavailable">
          {t('tick.unavailable')}
        </Typography.Text>
      </Panel>
    )
  if (!p || !tick || !status || status.kind === 'unavailable') return null
  const found = status.tick
  // The item model counts a mint only when its amount is the limit exactly (no partial mint).
  const items = inscriptionConventionOf(p).model === 'items'
  const number = (value: bigint | number) => value.toLocaleString(i18n.language)
  // The deploy that counts is the connected wallet's own (just sent, or earlier): said as such,
  // never as a second deploy that indexers ignore (issue 77).
  const ownDeploy =
    op === 'deploy' &&
    found &&
    address !== undefined &&
    found.deployer.toLowerCase() === address.toLowerCase()
  const warning =
    op === 'deploy'
      ? found && !ownDeploy && t('tick.alreadyDeployed', { tick: found.tick, p: found.p })
      : !found
        ? t('tick.notDeployedMint', { tick, p })
        : found.fullyMinted
          ? t('tick.fullyMinted', { tick: found.tick })
          : items && amt !== undefined && amt !== found.lim
            ? t('tick.amountNotLimit', { lim: number(found.lim) })
            : amt !== undefined && amt > found.lim
              ? t('tick.aboveLimit', { lim: number(found.lim) })
              : id !== undefined && id > found.max / found.lim
                ? t('tick.idOutOfRange', { maxId: number(found.max / found.lim) })
                : undefined
  return (
    <Panel
      title={t('tick.title')}
      extra={
        status.indexedBlock !== null && (
          <Typography.Text type="secondary" data-testid="inscribe-tick-block">
            {t('tick.indexedBlock', { block: status.indexedBlock })}
          </Typography.Text>
        )
      }
      data-testid="inscribe-tick"
    >
      <Flex vertical gap={12}>
        {warning && (
          <Alert
            type="warning"
            showIcon
            title={warning}
            data-testid="inscribe-tick-warning"
            data-fully-minted={found?.fullyMinted ? 'true' : undefined}
          />
        )}
        {ownDeploy && (
          <Alert
            type="success"
            showIcon
            title={t('tick.deployedByYou', { tick: found.tick, p: found.p })}
            data-testid="inscribe-tick-own-deploy"
          />
        )}
        {balance?.kind === 'indexed' && (
          <Typography.Text strong data-testid="inscribe-tick-balance" data-balance={String(balance.balance)}>
            {t('tick.balance', { balance: number(balance.balance), tick })}
          </Typography.Text>
        )}
        {found ? (
          <TickFigures found={found} number={number} explorerUrl={entry?.url} />
        ) : (
          op === 'deploy' && (
            <Typography.Text data-testid="inscribe-tick-not-deployed">
              {t('tick.notDeployed', { tick, p })}
            </Typography.Text>
          )
        )}
      </Flex>
    </Panel>
  )
}

function TickFigures({
  found,
  number,
  explorerUrl,
}: {
  found: IndexedTick
  number: (value: bigint | number) => string
  explorerUrl: string | undefined
}) {
  const { t } = useTranslation('inscription')
  // Whole percent is enough for a bar; bigints keep a max of 21e24 exact.
  const percent = found.max === 0n ? 0 : Number((found.minted * 10_000n) / found.max) / 100
  return (
    <Flex vertical gap={12} data-testid="inscribe-tick-figures" data-minted={String(found.minted)}>
      <div>
        <Typography.Text>
          {t('tick.minted')}: {number(found.minted)} / {number(found.max)}
        </Typography.Text>
        <ProgressBar
          percent={percent}
          status={found.fullyMinted ? 'success' : 'active'}
          data-testid="inscribe-tick-progress"
        />
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'max', label: t('tick.max'), children: number(found.max) },
          { key: 'lim', label: t('tick.lim'), children: number(found.lim) },
          { key: 'remaining', label: t('tick.remaining'), children: number(found.remaining) },
          { key: 'holders', label: t('tick.holders'), children: number(found.holders) },
          {
            key: 'deployer',
            label: t('tick.deployer'),
            // A whole row each: an address and a hash are too long for half the card.
            span: 'filled',
            children: (
              <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                {found.deployer}
              </Typography.Text>
            ),
          },
          {
            key: 'deployTx',
            label: t('tick.deployTx'),
            span: 'filled',
            children: <TransactionHashLink hash={found.deployTx as Hash} explorerUrl={explorerUrl} compact />,
          },
        ]}
      />
    </Flex>
  )
}
