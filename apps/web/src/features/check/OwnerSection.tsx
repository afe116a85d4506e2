import { type ProxyInfo, powerKinds, type TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { formatChainTime, powerCapText, templateName } from '@tokenbox/ui/safety/reasonText.ts'
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** An address in full, copyable, wrapping on a phone; `contract` adds its kind. */
export function AddressText({ address, contract }: { address: string; contract?: boolean | undefined }) {
  const { t } = useTranslation('check')
  return (
    <Flex gap={6} wrap align="center">
      <Typography.Text copyable={{ text: address }} style={{ wordBreak: 'break-all', fontSize: 13 }}>
        {address}
      </Typography.Text>
      {contract !== undefined && <Tag>{t(contract ? 'owner.contract' : 'owner.wallet')}</Tag>}
    </Flex>
  )
}

function ownerText(t: TFunction, report: TokenSafetyReport, language: string) {
  const { owner } = report
  switch (owner.kind) {
    case 'noOwnerFunction':
      return t('owner.noOwnerFunction')
    case 'renounced':
      return t('owner.renounced')
    case 'timed':
      return t('owner.timed', { until: formatChainTime(owner.until, language), owner: owner.returningOwner })
    case 'owned':
      return <AddressText address={owner.owner} contract={owner.isContract} />
  }
}

function ProxyDetails({ proxy }: { proxy: ProxyInfo }) {
  const { t } = useTranslation('check')
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="safety-proxy"
      title={t(`proxy.${proxy.standard}`)}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        {
          key: 'implementation',
          label: t('proxy.implementation'),
          children: <AddressText address={proxy.implementation} />,
        },
        ...(proxy.beacon
          ? [{ key: 'beacon', label: t('proxy.beacon'), children: <AddressText address={proxy.beacon} /> }]
          : []),
        ...(proxy.upgradeable
          ? [
              {
                key: 'admin',
                label: t('proxy.admin'),
                children: proxy.admin ? (
                  <AddressText address={proxy.admin} contract={proxy.adminIsContract} />
                ) : (
                  t('proxy.adminUnknown')
                ),
              },
            ]
          : []),
      ]}
    />
  )
}

/**
 * Owner & powers: who owns the token (renounced, timed and returning, or held by a wallet or a
 * contract), the proxy in front of it and who can upgrade it, and each power in plain words with
 * the functions found, its ceiling and whether anyone can use it now. A TokenBox template says its
 * powers are exact; any other contract says they come from function names.
 */
export function OwnerSection({ report }: { report: TokenSafetyReport }) {
  const { t, i18n } = useTranslation('check')
  const powers = [...report.powers].sort((a, b) => powerKinds.indexOf(a.kind) - powerKinds.indexOf(b.kind))
  return (
    <Panel title={t('owner.title')} data-testid="safety-owner">
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          bordered
          column={1}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[{ key: 'owner', label: t('owner.label'), children: ownerText(t, report, i18n.language) }]}
        />
        {report.template ? (
          <Alert
            type="success"
            showIcon
            data-testid="safety-template"
            title={t('owner.template')}
            description={t('owner.templateText', { template: templateName(t, report.template) })}
          />
        ) : (
          <Typography.Text type="secondary">{t('owner.fromCode')}</Typography.Text>
        )}
        {report.proxy && <ProxyDetails proxy={report.proxy} />}
        {powers.length === 0 ? (
          <Typography.Text>{t('owner.noPowers')}</Typography.Text>
        ) : (
          <Flex vertical gap={10} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {powers.map((power) => (
              <Flex
                key={power.kind}
                component="li"
                vertical
                gap={4}
                data-testid="safety-power"
                data-kind={power.kind}
                data-usable={String(power.usableNow)}
              >
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{t(`power.${power.kind}`)}</Typography.Text>
                  <Tag
                    color={power.usableNow ? (power.kind === 'ownership' ? 'default' : 'orange') : 'green'}
                  >
                    {t(power.usableNow ? 'power.usable' : 'power.notUsable')}
                  </Tag>
                  {power.cap && <Tag>{powerCapText(t, power, report.token)}</Tag>}
                </Flex>
                {power.functions.length > 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                    {t('power.functions')}:{' '}
                    {power.functions.map((name) => (
                      <code key={name}>{name} </code>
                    ))}
                  </Typography.Text>
                )}
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Panel>
  )
}
