import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { parseDraftAmount, validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { Button, Form, Input, Result, Select } from 'antd'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { TransactionHashLink } from '../../../app/transactions/TransactionHashLink.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { useDonate } from './useDonate.ts'

type Asset = { address: Address; symbol: string; decimals: number }

/**
 * A gift through the connected wallet: the chain's coin or a catalogue token (the wrapped coin is
 * left out: giving WETH where ETH does is only a detour). The amount is checked against the
 * balance before the wallet is asked ("Insufficient balance"); for the coin the runner also checks
 * that value plus gas fits. A declined or failed transaction leaves the form as it was, with the
 * reason; a confirmed one shows the hash and a thank-you.
 */
export function DonateForm({ recipient }: { recipient: Address }) {
  // "Donate again" starts a fresh form (and a fresh runner) by remounting it.
  const [round, setRound] = useState(0)
  return <DonateRound key={round} recipient={recipient} onAgain={() => setRound((value) => value + 1)} />
}

function DonateRound({ recipient, onAgain }: { recipient: Address; onAgain: () => void }) {
  const { t } = useLazyNamespace('others')
  const { address } = useConnection()
  const { entry } = useCurrentNetwork()
  const { send, progress, result, running } = useDonate(recipient)
  const assets: Asset[] = [
    { address: nativeTokenAddress, symbol: entry?.nativeCurrency.symbol ?? 'ETH', decimals: 18 },
    ...(entry?.tokens ?? [])
      .filter((token) => token.address !== nativeTokenAddress && token.address !== entry?.wrappedNative)
      .map((token) => ({ address: token.address, symbol: token.name, decimals: token.decimals })),
  ]
  const [assetAddress, setAssetAddress] = useState<Address>(nativeTokenAddress)
  const [amount, setAmount] = useState('')
  const [issue, setIssue] = useState<string | null>(null)
  const asset = assets.find((candidate) => candidate.address === assetAddress) ?? assets[0]!
  // The coin or the token, read by the app's one token reader (core's readToken).
  const balance = useToken(asset.address, { owner: address, native: true }).data?.balance

  if (!address) return <ConnectWalletAlert />

  if (result?.status === 'done') {
    const hash = result.results[0]?.hash
    return (
      <Result
        status="success"
        title={t('donate.thanks')}
        subTitle={t('donate.sent', { amount, symbol: asset.symbol })}
        data-testid="donate-done"
        extra={[
          hash && <TransactionHashLink key="tx" hash={hash} explorerUrl={entry?.url} testId="donate-tx" />,
          <Button key="again" onClick={onAgain} data-testid="donate-again">
            {t('donate.again')}
          </Button>,
        ]}
      />
    )
  }

  const submit = async () => {
    const amountIssue = validateAmount(amount, asset.decimals, { field: 'donate.amount' })
    if (amountIssue) return setIssue(issueText(t, amountIssue, 'others'))
    const value = parseDraftAmount(amount, asset.decimals)
    if (balance !== undefined && value > balance) return setIssue(t('insufficientBalance', { ns: 'errors' }))
    setIssue(null)
    await send(asset.address, value)
  }

  return (
    <Form layout="vertical" onFinish={submit} disabled={running} data-testid="donate-form">
      <Form.Item label={t('donate.asset')} htmlFor="donate-asset">
        <Select
          id="donate-asset"
          value={asset.address}
          onChange={(next) => {
            setAssetAddress(next)
            setIssue(null)
          }}
          options={assets.map((candidate) => ({ value: candidate.address, label: candidate.symbol }))}
          data-testid="donate-asset"
        />
      </Form.Item>
      <Form.Item
        label={t('donate.amount')}
        htmlFor="donate-amount"
        validateStatus={issue ? 'error' : undefined}
        help={issue ?? undefined}
        extra={
          balance !== undefined &&
          t('donate.balance', { amount: formatTokenAmount(balance, asset.decimals), symbol: asset.symbol })
        }
      >
        <Input
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          suffix={asset.symbol}
          id="donate-amount"
          onChange={(event) => {
            setAmount(event.target.value)
            setIssue(null)
          }}
          data-testid="donate-amount"
        />
      </Form.Item>
      {result?.status === 'failed' && (
        <ErrorAlert message={result.message} style={{ marginBottom: 16 }} testId="donate-error" />
      )}
      <Button type="primary" htmlType="submit" loading={running} block data-testid="donate-submit">
        {running && progress ? t(`transaction.${progress.state}`, { ns: 'common' }) : t('donate.submit')}
      </Button>
    </Form>
  )
}
