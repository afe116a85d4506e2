import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { validateBeanCoin } from '@tokenbox/core/finance/validateBeanCoin.ts'
import { Flex, Input, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ToolFactoryGate } from '../../../app/contracts/ToolFactoryGate.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { CreateColumns } from '../../../app/transactions/CreateColumns.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { useCreateBeanPool } from './useCreateBeanPool.ts'

/**
 * Create a Dollar Beans or Roast Beef pool: nothing is chosen but the coin (a stablecoin of the
 * chain's catalogue, USDT first, or any other by address); the kind's rules are fixed in the
 * contract and stated beside the form, with what the creator receives (the stated fees, nothing
 * else) and cannot do (no pause, no drain, no change).
 */
export function BeanCreatePanel({ kind, onOpen }: { kind: BeanPoolKind; onOpen: (pool: string) => void }) {
  return (
    <ToolFactoryGate tool="finance">
      {(factory) => <CreateForm factory={factory} kind={kind} onOpen={onOpen} />}
    </ToolFactoryGate>
  )
}

function CreateForm({
  factory,
  kind,
  onOpen,
}: {
  factory: Address
  kind: BeanPoolKind
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation(['finance', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const stablecoins = (entry?.tokens ?? []).filter((token) => /USD/i.test(token.name))
  // USDT first (the spec's Dollar Beans coin) until the user picks or types another.
  const [typed, setText] = useState<string | undefined>()
  const text = typed ?? stablecoins.find((token) => token.name === 'USDT')?.address ?? ''
  const [issue, setIssue] = useState<string | undefined>()
  const coin = useToken(text)
  const flow = useCreateBeanPool(factory, kind)
  const { busy } = flow
  const submit = () => {
    const found = validateBeanCoin(text, coin.data?.decimals)
    if (found) return setIssue(issueText(t as TFunction, found, 'finance'))
    setIssue(undefined)
    flow.create(getAddress(text.trim()))
  }
  const summary = ['daily', 'fees', 'tax', 'bounds', 'creator', 'risk'].map((id) => ({
    id,
    tone: id === 'risk' ? ('warn' as const) : ('info' as const),
    text: t(`bean.create.summary.${id}.${kind}`),
  }))
  return (
    <CreateColumns
      ns="finance"
      title={t('bean.create.title', { name: t(`bean.name.${kind}`) })}
      testIdPrefix="bean"
      summary={<SummaryLineList lines={summary} />}
      run={flow}
      onOpen={onOpen}
    >
      <Flex vertical gap={12} data-testid="bean-create-form">
        <Typography.Text>{t('field.coin')}</Typography.Text>
        {stablecoins.length > 0 && (
          <Select
            value={stablecoins.some((token) => token.address === text) ? text : undefined}
            placeholder={t('bean.create.pickCoin')}
            onChange={setText}
            options={stablecoins.map((token) => ({ value: token.address, label: token.name }))}
            data-testid="bean-coin-select"
          />
        )}
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          status={issue ? 'error' : undefined}
          data-testid="bean-coin"
        />
        {coin.data && (
          <Typography.Text type="secondary" data-testid="bean-coin-info">
            {t('form.tokenInfo', {
              name: coin.data.name,
              symbol: coin.data.symbol,
              decimals: coin.data.decimals,
            })}
          </Typography.Text>
        )}
        {issue && <Typography.Text type="danger">{issue}</Typography.Text>}
        <CreateSubmitFooter
          connected={!!account}
          prepareError={flow.prepareError}
          busy={busy}
          label={t('bean.create.submit')}
          submitTestId="bean-create-submit"
          prepareErrorTestId="bean-prepare-error"
          onClick={submit}
        />
      </Flex>
    </CreateColumns>
  )
}
