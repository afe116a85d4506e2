import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  claimFairLaunchRefundStep,
  claimVestedStep,
  launchFairLaunchStep,
  mintFairLaunchByTransferStep,
  mintFairLaunchStep,
  refundFairLaunchStep,
  setFairLaunchWhitelistStep,
  withdrawFairLaunchCreditStep,
} from '@tokenbox/core/tokens/fairLaunch/fairLaunchActionSteps.ts'
import { fairLaunchActions } from '@tokenbox/core/tokens/fairLaunch/fairLaunchActions.ts'
import { fairLaunchMintCost } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import { parseAddressLines } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Empty, Flex, Input, InputNumber, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatEther, getAddress, parseEther } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { issueText } from '../create/issueRule.ts'
import { TokenAddressBar } from '../TokenAddressBar.tsx'
import { FairLaunchProgress } from './FairLaunchProgress.tsx'
import { useFairLaunchState } from './useFairLaunchState.ts'

type Action =
  | 'mint'
  | 'send'
  | 'launch'
  | 'refund'
  | 'claimRefund'
  | 'claimVested'
  | 'withdrawCredit'
  | 'whitelist'

/**
 * A fair launch's own screen: load it by address, see its progress (FairLaunchProgress), and the
 * actions its state allows: mint (by the dApp's call on `/co/fa`, by a plain transfer on the
 * "No dApp" `/co/50?t=1`), launch, refund, the failed launch's claim, vested tokens, a credit, and
 * the whitelist for its keeper. Every step comes from core; nothing here builds a contract call.
 */
export function FairLaunchMintPanel({
  initialAddress,
  byTransfer,
}: {
  initialAddress: string | undefined
  byTransfer: boolean
}) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const [times, setTimes] = useState<number | null>(1)
  const [amount, setAmount] = useState('')
  const [whitelist, setWhitelist] = useState('')
  const [issue, setIssue] = useState<string | undefined>()
  const [done, setDone] = useState<Action | undefined>()
  const launch = useFairLaunchState(loaded)
  const { run, result, running } = useStepRunner()

  const load = (address: Address) => {
    if (address === loaded) void launch.refetch()
    else setLoaded(address)
  }

  const stepFor = (action: Action) => {
    const token = loaded!
    const data = launch.data!
    if (action === 'mint') {
      const count = times ?? 0
      if (count < 1 || count > (data.account?.mintRoom ?? 0))
        return setIssue(t('fairLaunchMintLimit', { ns: 'errors' }))
      return mintFairLaunchStep({
        token,
        times: count,
        value: fairLaunchMintCost(data, data.totalMints, count),
      })
    }
    if (action === 'send') {
      const problem =
        data.mintFee > 0n ? validateAmount(amount, 18, { field: 'sale.panel.amount' }) : undefined
      if (problem) return setIssue(issueText(t, problem))
      return mintFairLaunchByTransferStep({
        token,
        value: data.mintFee > 0n ? parseEther(amount.trim()) : 0n,
      })
    }
    if (action === 'whitelist') {
      try {
        return setFairLaunchWhitelistStep({ token, accounts: parseAddressLines(whitelist), allowed: true })
      } catch {
        return setIssue(t('validation.illegalAddress'))
      }
    }
    if (action === 'launch') return launchFairLaunchStep({ token })
    if (action === 'refund') return refundFairLaunchStep({ token })
    if (action === 'claimRefund') return claimFairLaunchRefundStep({ token })
    if (action === 'claimVested') return claimVestedStep({ token })
    return withdrawFairLaunchCreditStep({ token, to: account! })
  }

  const act = async (action: Action) => {
    if (!loaded || !account || !launch.data) return
    setIssue(undefined)
    const step = stepFor(action)
    if (!step) return
    setDone(undefined)
    const outcome = await run([step])
    if (outcome.status === 'done') setDone(action)
    void launch.refetch()
  }

  const body = () => {
    if (!loaded) return <Empty description={t('fairLaunch.panel.empty')} />
    if (launch.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (launch.isError) return <ReadErrorAlert error={launch.error} testId="fair-error" />
    const data = launch.data
    if (!data)
      return (
        <Alert type="warning" showIcon title={t('fairLaunch.panel.notFound')} data-testid="fair-not-found" />
      )
    const actions = fairLaunchActions(data, account)
    const button = (action: Action, label: string, primary = false) => (
      <Button
        type={primary ? 'primary' : 'default'}
        onClick={() => act(action)}
        loading={running}
        disabled={running}
        data-testid={`fair-${action}`}
      >
        {label}
      </Button>
    )
    return (
      <Flex vertical gap={16}>
        <FairLaunchProgress launch={data} coin={coin} />
        {loaded && (
          <ListedTokenPowers
            token={loaded}
            symbol={data.symbol}
            decimals={data.decimals}
            sold="sale"
            testId="fair-token-powers"
          />
        )}
        {!account && <ConnectWalletAlert />}
        {actions.mintBlocker && (
          <Typography.Text type="secondary" data-testid="fair-mint-blocked">
            {t(`fairLaunch.panel.blocked.${actions.mintBlocker}`)}
          </Typography.Text>
        )}
        {actions.mint && !byTransfer && (
          <Flex gap={8} wrap align="center">
            <InputNumber
              min={1}
              max={data.account?.mintRoom ?? 1}
              precision={0}
              value={times}
              onChange={setTimes}
              suffix={t('fairLaunch.panel.times')}
              data-testid="fair-times"
            />
            {button(
              'mint',
              t('fairLaunch.panel.mint', {
                cost: formatLocaleDecimal(
                  formatEther(fairLaunchMintCost(data, data.totalMints, Math.max(1, times ?? 1))),
                  i18n.language,
                ),
                coin,
              }),
              true,
            )}
          </Flex>
        )}
        {actions.mint && byTransfer && (
          <Flex gap={8} wrap align="start">
            {data.mintFee > 0n && (
              <Input
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                inputMode="decimal"
                suffix={coin}
                placeholder={t('sale.panel.amount')}
                style={{ flex: '1 1 200px' }}
                data-testid="fair-send-amount"
              />
            )}
            {button('send', t('fairLaunch.panel.send', { coin }), true)}
          </Flex>
        )}
        <Flex gap={12} wrap>
          {actions.launch && button('launch', t('fairLaunch.panel.launch'), true)}
          {actions.refund && button('refund', t('fairLaunch.panel.refund'))}
          {actions.claimRefund && button('claimRefund', t('fairLaunch.panel.claimRefund'))}
          {actions.claimVested && button('claimVested', t('fairLaunch.panel.claimVested'))}
          {actions.withdrawCredit && button('withdrawCredit', t('fairLaunch.panel.withdrawCredit'))}
        </Flex>
        {actions.whitelist && (
          <Flex vertical gap={8}>
            <Input.TextArea
              rows={3}
              value={whitelist}
              onChange={(event) => setWhitelist(event.target.value)}
              placeholder={t('fairLaunch.panel.whitelistPlaceholder')}
              data-testid="fair-whitelist-input"
            />
            <div>{button('whitelist', t('fairLaunch.panel.whitelist'))}</div>
          </Flex>
        )}
        {issue && <Typography.Text type="danger">{issue}</Typography.Text>}
        {done && (
          <Alert type="success" showIcon data-testid="fair-done" title={t(`fairLaunch.panel.done.${done}`)} />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="fair-action-error" />}
      </Flex>
    )
  }

  return (
    <Panel title={t('fairLaunch.panel.title')} data-testid="fair-panel">
      <Flex vertical gap={20}>
        <TokenAddressBar initialAddress={initialAddress} onLoad={load} testIdPrefix="fair" />
        {body()}
      </Flex>
    </Panel>
  )
}
