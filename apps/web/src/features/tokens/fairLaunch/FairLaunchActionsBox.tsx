import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { FairLaunchActionKind } from '@tokenbox/core/tokens/fairLaunch/fairLaunchActions.ts'
import { fairLaunchActions } from '@tokenbox/core/tokens/fairLaunch/fairLaunchActions.ts'
import { fairLaunchMintCost } from '@tokenbox/core/tokens/fairLaunch/fairLaunchMintCost.ts'
import type { FairLaunchState } from '@tokenbox/core/tokens/fairLaunch/readFairLaunchState.ts'
import { Button, Flex, Input, InputNumber, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatEther } from 'viem'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { DoneAlert } from '../../../app/transactions/DoneAlert.tsx'
import type { useFairLaunchAction } from './useFairLaunchAction.ts'

/**
 * What the connected account may do on the launch as read (core's fairLaunchActions): the mint by
 * the dApp's call with its count and price, or by a plain transfer with its coin (`byTransfer`, the
 * "No dApp" `/co/50?t=1`), launch, refund, the failed launch's claim, vested tokens, a credit, the
 * keeper's whitelist; with why minting is not offered, what was typed wrong, the action done, or
 * why it did not go.
 */
export function FairLaunchActionsBox({
  launch,
  account,
  coin,
  byTransfer,
  action,
}: {
  launch: FairLaunchState
  account: Address | undefined
  coin: string
  byTransfer: boolean
  action: ReturnType<typeof useFairLaunchAction>
}) {
  const { t, i18n } = useTranslation('tokens')
  const actions = fairLaunchActions(launch, account)
  const button = (kind: FairLaunchActionKind, label: string, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      onClick={() => action.act(kind)}
      loading={action.busy}
      disabled={action.busy}
      data-testid={`fair-${kind}`}
    >
      {label}
    </Button>
  )
  return (
    <>
      {actions.mintBlocker && (
        <Typography.Text type="secondary" data-testid="fair-mint-blocked">
          {t(`fairLaunch.panel.blocked.${actions.mintBlocker}`)}
        </Typography.Text>
      )}
      {actions.mint && !byTransfer && (
        <Flex gap={8} wrap align="center">
          <InputNumber
            min={1}
            max={launch.account?.mintRoom ?? 1}
            precision={0}
            value={action.times}
            onChange={action.setTimes}
            suffix={t('fairLaunch.panel.times')}
            data-testid="fair-times"
          />
          {button(
            'mint',
            t('fairLaunch.panel.mint', {
              cost: formatLocaleDecimal(
                formatEther(fairLaunchMintCost(launch, launch.totalMints, Math.max(1, action.times ?? 1))),
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
          {launch.mintFee > 0n && (
            <Input
              value={action.amount}
              onChange={(event) => action.setAmount(event.target.value)}
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
            value={action.whitelist}
            onChange={(event) => action.setWhitelist(event.target.value)}
            placeholder={t('fairLaunch.panel.whitelistPlaceholder')}
            data-testid="fair-whitelist-input"
          />
          <div>{button('whitelist', t('fairLaunch.panel.whitelist'))}</div>
        </Flex>
      )}
      {action.issue && <Typography.Text type="danger">{action.issue}</Typography.Text>}
      <DoneAlert done={action.done} title={t(`fairLaunch.panel.done.${action.done}`)} testId="fair-done" />
      {action.failure && <ErrorAlert message={action.failure} testId="fair-action-error" />}
    </>
  )
}
