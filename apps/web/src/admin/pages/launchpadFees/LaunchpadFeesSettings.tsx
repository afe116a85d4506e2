import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import type { LaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import type { LaunchpadOwner } from '@tokenbox/core/launchpad/readLaunchpadOwner.ts'
import { Alert, Descriptions, Skeleton, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits } from 'viem'
import { useSession } from '../../session/SessionContext.ts'
import { LaunchpadFeesForm } from './LaunchpadFeesForm.tsx'
import { useLaunchpadFeeSettings } from './useLaunchpadFeeSettings.ts'

const percentOf = (bps: bigint) => `${Number(bps) / 100}%`

/**
 * One chain's factory: its fees and owner as read on-chain, and, for the admin role, the form that
 * changes them (other roles see them only; the chain itself lets only the owner change them).
 */
export function LaunchpadFeesSettings({ factory }: { factory: Address }) {
  const { t } = useTranslation('admin')
  const { info } = useSession()
  const settings = useLaunchpadFeeSettings(factory)
  if (settings.isPending) return <Skeleton active />
  if (settings.isError || !settings.data) return <Alert type="error" showIcon title={t('fees.readFailed')} />
  const { fees, owner } = settings.data
  const isAdmin = info?.roles.includes('admin') ?? false
  return (
    <>
      <CurrentFees factory={factory} fees={fees} owner={owner} />
      {isAdmin ? (
        <LaunchpadFeesForm fees={fees} settings={settings} />
      ) : (
        <Alert type="info" showIcon title={t('fees.adminOnly')} data-testid="fees-admin-only" />
      )}
    </>
  )
}

function CurrentFees({
  factory,
  fees,
  owner,
}: {
  factory: Address
  fees: LaunchpadFees
  owner: LaunchpadOwner
}) {
  const { t, i18n } = useTranslation('admin')
  const flat =
    fees.flatFee === 0n
      ? t('fees.none')
      : `${formatLocaleDecimal(formatUnits(fees.flatFee, fees.flatFeeDecimals), i18n.language)} ${fees.flatFeeSymbol}`
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="fees-current"
      items={[
        { key: 'factory', label: t('fees.factory'), children: <code>{factory}</code> },
        {
          key: 'recipient',
          label: t('fees.recipient'),
          children: <code data-testid="fees-current-recipient">{fees.recipient}</code>,
        },
        {
          key: 'flat',
          label: t('fees.flatFee'),
          children: <span data-testid="fees-current-flat">{flat}</span>,
        },
        {
          key: 'raise',
          label: t('fees.raisePercent'),
          children: <span data-testid="fees-current-raise">{percentOf(fees.raiseFeeBps)}</span>,
        },
        {
          key: 'token',
          label: t('fees.tokenPercent'),
          children: <span data-testid="fees-current-token">{percentOf(fees.tokenFeeBps)}</span>,
        },
        {
          key: 'owner',
          label: t('fees.owner'),
          children: (
            <span data-testid="fees-current-owner">
              <code>{owner.address}</code>{' '}
              <Tag data-testid="fees-owner-kind" data-kind={owner.kind}>
                {owner.kind === 'multisig'
                  ? t('fees.ownerMultisig', { threshold: owner.threshold, signers: owner.signers.length })
                  : t(`fees.owner_${owner.kind}`)}
              </Tag>
            </span>
          ),
        },
        ...(/^0x0{40}$/i.test(fees.pendingOwner)
          ? []
          : [{ key: 'pending', label: t('fees.pendingOwner'), children: <code>{fees.pendingOwner}</code> }]),
      ]}
    />
  )
}
