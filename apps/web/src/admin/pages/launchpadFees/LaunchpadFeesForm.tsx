import {
  type LaunchpadFeeDraft,
  toLaunchpadFeeConfig,
  validateLaunchpadFeeDraft,
} from '@tokenbox/core/launchpad/launchpadFeeDraft.ts'
import type { LaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import { Alert, Button, Form, Input, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, isAddressEqual, zeroAddress } from 'viem'
import { FormIssue } from '../../../app/forms/FormIssue.tsx'
import { issueText } from '../../../app/forms/issueRule.ts'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import type { useLaunchpadFeeSettings } from './useLaunchpadFeeSettings.ts'

const fields = ['recipient', 'flatFee', 'raisePercent', 'tokenPercent'] as const

/**
 * The change of a chain's fees: recipient, flat fee in the chain's coin or a stablecoin of the
 * catalogue, the shares of the raise and of the tokens (at most 5% each). Checked with core before
 * any wallet is asked; sent by the owner, or as an order of the owning multisig.
 */
export function LaunchpadFeesForm({
  fees,
  settings,
}: {
  fees: LaunchpadFees
  settings: ReturnType<typeof useLaunchpadFeeSettings>
}) {
  const { t } = useTranslation(['admin', 'errors'])
  const { entry } = useCurrentNetwork()
  const [form] = Form.useForm<LaunchpadFeeDraft>()
  const [refusal, setRefusal] = useState<string>()
  const coins = [
    { address: zeroAddress as Address, name: entry?.nativeCurrency.symbol ?? 'ETH', decimals: 18 },
    ...(entry?.tokens ?? []).filter(
      (token) => token.address !== zeroAddress && !isAddressEqual(token.address, entry!.wrappedNative),
    ),
  ]
  const decimalsOf = (coin: Address) =>
    coins.find((candidate) => isAddressEqual(candidate.address, coin))?.decimals ?? fees.flatFeeDecimals

  const submit = async (draft: LaunchpadFeeDraft) => {
    setRefusal(undefined)
    const decimals = decimalsOf(draft.flatFeeToken)
    const issues = validateLaunchpadFeeDraft(draft, decimals)
    form.setFields(
      fields.map((name) => {
        const issue = issues[name]
        return { name, errors: issue ? [issueText(t, issue, 'admin')] : [] }
      }),
    )
    if (Object.keys(issues).length > 0) return
    if (!settings.account) return setRefusal(t('connectWallet', { ns: 'errors' }))
    if (!settings.mayChange) return setRefusal(t('noPermission', { ns: 'errors' }))
    await settings.save(toLaunchpadFeeConfig(draft, decimals))
  }

  const multisig = settings.data?.owner.kind === 'multisig'
  return (
    <Form<LaunchpadFeeDraft>
      form={form}
      layout="vertical"
      style={{ marginTop: 24, maxWidth: 560 }}
      data-testid="fees-form"
      initialValues={{
        recipient: /^0x0{40}$/i.test(fees.recipient) ? '' : fees.recipient,
        flatFeeToken: fees.flatFeeToken,
        flatFee: formatUnits(fees.flatFee, fees.flatFeeDecimals),
        raisePercent: String(Number(fees.raiseFeeBps) / 100),
        tokenPercent: String(Number(fees.tokenFeeBps) / 100),
      }}
      onFinish={(draft) => void submit(draft)}
    >
      <Form.Item name="recipient" label={t('fees.recipient')} extra={t('fees.recipientHint')}>
        <Input data-testid="fees-recipient" placeholder="0x…" />
      </Form.Item>
      <Form.Item name="flatFeeToken" label={t('fees.flatFeeCoin')}>
        <Select
          data-testid="fees-flat-coin"
          options={coins.map((coin) => ({ value: coin.address, label: coin.name }))}
        />
      </Form.Item>
      <Form.Item name="flatFee" label={t('fees.flatFee')} extra={t('fees.flatFeeHint')}>
        <Input data-testid="fees-flat" inputMode="decimal" />
      </Form.Item>
      <Form.Item name="raisePercent" label={t('fees.raisePercent')} extra={t('fees.raiseHint')}>
        <Input data-testid="fees-raise" inputMode="decimal" suffix="%" />
      </Form.Item>
      <Form.Item name="tokenPercent" label={t('fees.tokenPercent')} extra={t('fees.tokenHint')}>
        <Input data-testid="fees-token" inputMode="decimal" suffix="%" />
      </Form.Item>
      <FormIssue issue={refusal} testId="fees-refused" />
      {settings.result?.status === 'failed' && <StepError result={settings.result} testId="fees-error" />}
      {settings.result?.status === 'done' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="fees-saved"
          title={t(multisig ? 'fees.orderSubmitted' : 'fees.saved')}
        />
      )}
      <Button type="primary" htmlType="submit" loading={settings.running} data-testid="fees-save">
        {t(multisig ? 'fees.submitOrder' : 'fees.save')}
      </Button>
    </Form>
  )
}
