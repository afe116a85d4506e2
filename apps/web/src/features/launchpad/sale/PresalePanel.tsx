import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { presaleActions } from '@tokenbox/core/launchpad/presaleActions.ts'
import { Alert, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits } from 'viem'
import { useConnection } from 'wagmi'
import { ContractRead } from '../../../app/contracts/ContractRead.tsx'
import { UntrustedLockerAlert } from '../../../app/contracts/UntrustedLockerAlert.tsx'
import { AddressLoadPanel } from '../../../app/forms/AddressLoadPanel.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { TokenHeading } from '../../../app/layout/TokenHeading.tsx'
import { ListedTokenPowers } from '../../../app/safety/ListedTokenPowers.tsx'
import { ActionOutcome } from '../../../app/transactions/ActionOutcome.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { labelColor } from '../list/labelColor.ts'
import { PresaleActionsBar } from './PresaleActionsBar.tsx'
import { PresaleCountdown } from './PresaleCountdown.tsx'
import { PresaleFacts } from './PresaleFacts.tsx'
import { PresaleInvite } from './PresaleInvite.tsx'
import { usePresale } from './usePresale.ts'
import { usePresaleAction } from './usePresaleAction.ts'
import { usePresaleWhitelistPlace } from './usePresaleWhitelistPlace.ts'

/**
 * One presale's page: its label and countdown, the progress bar toward the hard cap (the soft cap
 * marked), rate, caps, listing terms and LP lock, your contribution and claimable tokens, your
 * inviter link and team, and the buttons the state allows (buy, claim, refund, emergency withdraw
 * with its penalty, finalize by anyone, cancel by the creator). Read again every block.
 */
export function PresalePanel({
  initialAddress,
  inviter,
}: {
  initialAddress: string | undefined
  inviter: Address | undefined
}) {
  const { t } = useTranslation(['launchpad', 'errors'])
  return (
    <AddressLoadPanel
      title={t('sale.title')}
      initial={initialAddress}
      loadLabel={t('sale.load')}
      placeholder={t('sale.addressPlaceholder')}
      testId="presale-panel"
      inputTestId="presale-address-input"
    >
      {(loaded) => <PresaleBody key={loaded ?? ''} loaded={loaded} inviter={inviter} />}
    </AddressLoadPanel>
  )
}

function PresaleBody({ loaded, inviter }: { loaded: Address | undefined; inviter: Address | undefined }) {
  const { t, i18n } = useTranslation(['launchpad', 'errors'])
  const { address: account } = useConnection()
  const presale = usePresale(loaded)
  const place = usePresaleWhitelistPlace(loaded, presale.data, account).data ?? undefined
  const action = usePresaleAction(loaded, () => void presale.refetch(), place)

  return (
    <ContractRead
      loaded={loaded}
      read={presale}
      emptyText={t('sale.empty')}
      notFoundText={t('sale.notFound')}
      testIdPrefix="presale"
      rows={5}
    >
      {(state) => {
        const actions = presaleActions(state, account, { merkleListed: Boolean(place) })
        const percent = state.progressBps / 100
        const tokens = (value: bigint) =>
          formatLocaleDecimal(formatUnits(value, state.decimals), i18n.language)
        return (
          <Flex vertical gap={16}>
            <TokenHeading
              symbol={state.symbol}
              name={state.name}
              testId="presale-symbol"
              tag={
                <Tag color={labelColor[state.label]} data-testid="presale-label" data-label={state.label}>
                  {t(`label.${state.label}`)}
                </Tag>
              }
            />
            {state.mode === 'rune' && !state.inscription && (
              <Alert
                type="warning"
                showIcon
                title={t('sale.runeNotInscription')}
                data-testid="presale-rune-not-inscription"
              />
            )}
            {state.inscription && (
              <Typography.Text data-testid="presale-inscription">
                {t('sale.inscription', {
                  tick: state.inscription.tick,
                  supply: tokens(state.inscription.supply),
                })}
              </Typography.Text>
            )}
            <PresaleCountdown state={state} />
            <div>
              <ProgressBar
                percent={percent}
                format={() => `${formatLocaleDecimal(percent.toString(), i18n.language)}%`}
                status={
                  state.label === 'failed' || state.label === 'cancelled'
                    ? 'exception'
                    : state.label === 'live'
                      ? 'active'
                      : 'normal'
                }
                data-testid="presale-progress"
                data-percent={percent}
              />
              <Typography.Text data-testid="presale-sold" data-sold={state.sold.toString()}>
                {state.mode === 'fairLaunch'
                  ? t('sale.raisedFair', {
                      raised: formatLocaleDecimal(
                        formatUnits(state.sold, state.payCoins[0]?.decimals ?? 18),
                        i18n.language,
                      ),
                      softCap: formatLocaleDecimal(
                        formatUnits(state.softCap, state.payCoins[0]?.decimals ?? 18),
                        i18n.language,
                      ),
                      coin: state.payCoins[0]?.symbol ?? '',
                    })
                  : t('sale.sold', {
                      sold: tokens(state.sold),
                      hardCap: tokens(state.hardCap),
                      softCap: tokens(state.softCap),
                      symbol: state.symbol,
                    })}
              </Typography.Text>
            </div>
            <UntrustedLockerAlert
              trusted={state.lockerTrusted}
              title={t('sale.untrustedLocker')}
              testId="presale-untrusted-locker"
            />
            <ListedTokenPowers listed={state} sold="presale" testId="presale-token-powers" />
            <PresaleFacts state={state} />
            {!account && <ConnectWalletAlert />}
            <PresaleActionsBar state={state} actions={actions} action={action} inviter={inviter} />
            {actions.buyBlocker && (
              <Typography.Text type="secondary" data-testid="presale-buy-blocked">
                {t(`sale.buyBlocked.${actions.buyBlocker}`)}
              </Typography.Text>
            )}
            <ActionOutcome action={action} doneTitle={t(`sale.done.${action.done}`)} testIdPrefix="presale" />
            {account && state.position && (
              <PresaleInvite
                state={state}
                account={account}
                onClaimRewards={() => void action.simple('claimRewards')}
              />
            )}
          </Flex>
        )
      }}
    </ContractRead>
  )
}
