import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import type { PresaleActions } from '@tokenbox/core/launchpad/presaleActions.ts'
import type { PresaleState } from '@tokenbox/core/launchpad/presaleState.ts'
import { Button, Flex, Popconfirm, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits } from 'viem'
import { AmountInput } from '../../../app/forms/AmountInput.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { RunButton } from '../../../app/transactions/RunButton.tsx'
import type { usePresaleAction } from './usePresaleAction.ts'

/**
 * The buttons of a presale's page, each shown only when presaleActions allows it: the amount and
 * pay coin with Buy (binding the `?ref=` inviter first when the presale asks for it), Claim, Refund,
 * Emergency withdraw (the penalty stated in its confirmation), Finalize (anyone) and Cancel (creator).
 */
export function PresaleActionsBar({
  state,
  actions,
  action,
  inviter,
}: {
  state: PresaleState
  actions: PresaleActions
  action: ReturnType<typeof usePresaleAction>
  inviter: Address | undefined
}) {
  const { t, i18n } = useTranslation('launchpad')
  const [amount, setAmount] = useState('')
  const [coinIndex, setCoinIndex] = useState(0)
  const [issue, setIssue] = useState<string | undefined>()
  const coin = state.payCoins[coinIndex] ?? state.payCoins[0]
  const percent = formatLocaleDecimal((Number(state.emergencyPenaltyBps) / 100).toString(), i18n.language)
  const buy = () => {
    const found = validateAmount(amount, coin?.decimals ?? 18, { field: 'sale.amount' })
    setIssue(found ? issueText(t, found, 'launchpad') : undefined)
    if (found || !coin) return
    void action.contribute({ coinIndex, amount: amount.trim(), inviter: actions.bind ? inviter : undefined })
  }
  const running = action.running
  // An action with nothing to fill in, offered where the presale's state allows it.
  const simpleButton = (kind: 'claim' | 'finalize' | 'reclaimDeposit', testId: string, primary = false) =>
    actions[kind] && (
      <RunButton primary={primary} running={running} onClick={() => void action.simple(kind)} testId={testId}>
        {t(`sale.${kind}`)}
      </RunButton>
    )
  return (
    <Flex vertical gap={12}>
      {actions.refund && actions.refundReturns > 0n && (
        <Typography.Text data-testid="presale-refund-returns">
          {t('sale.refundReturns', {
            amount: formatLocaleDecimal(formatUnits(actions.refundReturns, state.decimals), i18n.language),
            symbol: state.symbol,
          })}
        </Typography.Text>
      )}
      {actions.bind && inviter && (
        <Typography.Text data-testid="presale-inviter-pending">
          {t('sale.invitedBy', { inviter })}
        </Typography.Text>
      )}
      {(actions.buy || actions.buyBlocker === 'bindFirst') && (
        <Flex gap={8} wrap align="start">
          {state.payCoins.length > 1 && (
            <Select
              value={coinIndex}
              onChange={setCoinIndex}
              style={{ minWidth: 120 }}
              aria-label={t('form.payCoin')}
              options={state.payCoins.map((payCoin, index) => ({ value: index, label: payCoin.symbol }))}
              data-testid="presale-buy-coin"
            />
          )}
          <AmountInput
            value={amount}
            onChange={setAmount}
            suffix={coin?.symbol}
            placeholder={t('sale.amount')}
            issue={issue}
            testId="presale-buy-amount"
            issueTestId="presale-buy-issue"
          />
          <Button
            type="primary"
            onClick={buy}
            loading={running}
            disabled={running || (actions.buyBlocker === 'bindFirst' && !inviter)}
            data-testid="presale-buy"
          >
            {t('sale.buy')}
          </Button>
        </Flex>
      )}
      <Flex gap={12} wrap>
        {simpleButton('claim', 'presale-claim', true)}
        {simpleButton('finalize', 'presale-finalize', true)}
        {actions.refund && (
          <RunButton
            running={running}
            onClick={() => void action.refund({ token: state.token, delivered: actions.refundReturns })}
            testId="presale-refund"
          >
            {t('sale.refund')}
          </RunButton>
        )}
        {actions.emergencyWithdraw && (
          <Popconfirm
            title={t('sale.emergencyConfirm', { percent })}
            okText={t('sale.emergencyWithdraw')}
            cancelText={t('sale.keep')}
            onConfirm={() => void action.simple('emergencyWithdraw')}
          >
            <Button
              danger
              size="large"
              loading={running}
              disabled={running}
              // A phone's width: the penalty stays readable on two lines rather than overflowing.
              style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
              data-testid="presale-emergency"
            >
              {t('sale.emergencyWithdrawWith', { percent })}
            </Button>
          </Popconfirm>
        )}
        {simpleButton('reclaimDeposit', 'presale-reclaim')}
        {actions.cancel && (
          <Popconfirm
            title={t('sale.cancelConfirm')}
            okText={t('sale.cancel')}
            cancelText={t('sale.keep')}
            onConfirm={() => void action.simple('cancel')}
          >
            <Button danger size="large" loading={running} disabled={running} data-testid="presale-cancel">
              {t('sale.cancel')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  )
}
