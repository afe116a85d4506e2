import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import type { LaunchFormValues } from '@tokenbox/core/launch/launchFormValues.ts'
import { launchTemplateIds } from '@tokenbox/core/launch/types.ts'
import { Alert, Descriptions, Form, Input, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { TokenFormFields } from '../create/TokenFormFields.tsx'
import type { LaunchAssets } from './launchAssets.ts'

/** The Create Token screen of each launch template, whose title names the template in the menus. */
export const templateRouteIds = {
  standard: 'coStandard',
  meme: 'coMeme',
  normal: 'coNormal',
  marketing: 'coMarketing',
  dividend: 'coDividend',
  lpDividend: 'coLpDividend',
  compound: 'coCompound',
} as const

/**
 * The Token step: a new token from a launch template, with that template's own create-form fields
 * (the same components, rules and messages as its Create Token screen), or a token the wallet
 * already has, read from the chain and shown with its name, symbol and the wallet's balance.
 */
export function LaunchTokenStep({ entry, assets }: { entry: ChainEntry; assets: LaunchAssets }) {
  const { t } = useTranslation(['launch', 'routes'])
  const form = Form.useFormInstance<LaunchFormValues>()
  const source = Form.useWatch('launchSource', form)
  const template = Form.useWatch('launchTemplate', form)
  const existing = Form.useWatch('existingToken', form)
  return (
    <>
      <Form.Item name="launchSource" label={t('token.source')}>
        <Radio.Group
          optionType="button"
          data-testid="launch-source"
          options={labelledOptions(t, { new: 'token.new', existing: 'token.existing' })}
        />
      </Form.Item>
      {source === 'existing' ? (
        <>
          <Form.Item
            name="existingToken"
            label={t('token.address')}
            extra={t('token.addressHint')}
            rules={[issueRule(t, (value: string) => validateAddress(value, 'token.address'), 'launch')]}
          >
            <Input placeholder="0x…" spellCheck={false} data-testid="launch-existing-token" />
          </Form.Item>
          {assets.token ? (
            <Descriptions
              size="small"
              column={1}
              bordered
              data-testid="launch-existing-details"
              style={{ marginBottom: 16 }}
              items={[
                { key: 'symbol', label: t('token.symbol'), children: assets.token.symbol },
                {
                  key: 'supply',
                  label: t('token.supply'),
                  children: formatTokenAmount(assets.token.supply, assets.token.decimals),
                },
                {
                  key: 'balance',
                  label: t('token.balance'),
                  children: formatTokenAmount(assets.token.balance, assets.token.decimals),
                },
              ]}
            />
          ) : (
            existing?.trim() && (
              <Alert type="info" showIcon title={t('token.reading')} style={{ marginBottom: 16 }} />
            )
          )}
        </>
      ) : (
        <>
          <Form.Item name="launchTemplate" label={t('token.template')} extra={t('token.templateHint')}>
            <Select
              data-testid="launch-template"
              options={launchTemplateIds.map((id) => ({
                value: id,
                label: t(templateRouteIds[id], { ns: 'routes' }),
              }))}
            />
          </Form.Item>
          {/* Remounted per template: each has its own fields and defaults. */}
          {template && <TokenFormFields key={`${template}-${entry.id}`} template={template} />}
        </>
      )}
    </>
  )
}
