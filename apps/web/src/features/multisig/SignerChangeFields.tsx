import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import type { OrderValues } from '@tokenbox/core/multisig/multisigOrderValues.ts'
import type { MultisigState } from '@tokenbox/core/multisig/readMultisig.ts'
import { maxMultisigSigners } from '@tokenbox/core/multisig/validateMultisigSetup.ts'
import { Form, type FormInstance, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { isAddressEqual } from 'viem'
import { issueRule } from '../../app/forms/issueRule.ts'

/**
 * A signer or threshold change: add a signer, remove one or replace one (picked from the current
 * signers), or change the required signatures; additions and removals say the threshold the
 * wallet will have afterwards (1..the new count, the current one kept when it still fits).
 */
export function SignerChangeFields({
  form,
  state,
}: {
  form: FormInstance<OrderValues>
  state: MultisigState
}) {
  const { t } = useTranslation('multisig')
  const change = Form.useWatch('change', form) ?? 'addSigner'
  const count = state.signers.length
  const after = change === 'addSigner' ? count + 1 : change === 'removeSigner' ? count - 1 : count
  const isCurrent = (value: string | undefined) =>
    Boolean(
      value &&
        state.signers.some(
          (signer) =>
            /^0x[0-9a-fA-F]{40}$/.test(value.trim()) && isAddressEqual(signer, value.trim() as `0x${string}`),
        ),
    )
  const newSignerRule = issueRule(
    t,
    (value: string | undefined) =>
      validateAddress(value, 'order.signer') ??
      (isCurrent(value) ? { key: 'validation.alreadySigner' } : undefined),
    'multisig',
  )
  const signerOptions = state.signers.map((signer) => ({ value: signer, label: signer }))
  const thresholdOptions = Array.from({ length: Math.max(after, 0) }, (_, index) => ({
    value: index + 1,
    label: t('form.thresholdOf', { threshold: index + 1, count: after }),
  }))

  return (
    <>
      <Form.Item name="change" label={t('order.change')}>
        <Select
          data-testid="multisig-order-change"
          onChange={() =>
            form.setFieldsValue({ signer: undefined, newSigner: undefined, threshold: undefined })
          }
          options={(['addSigner', 'removeSigner', 'replaceSigner', 'changeThreshold'] as const).map(
            (value) => ({
              value,
              label: t(`order.changes.${value}`),
              disabled:
                (value === 'addSigner' && count >= maxMultisigSigners) ||
                (value === 'removeSigner' && count <= 1),
            }),
          )}
        />
      </Form.Item>
      {change === 'addSigner' && (
        <Form.Item name="signer" label={t('order.signer')} rules={[newSignerRule]}>
          <Input placeholder="0x…" data-testid="multisig-order-signer" />
        </Form.Item>
      )}
      {(change === 'removeSigner' || change === 'replaceSigner') && (
        <Form.Item
          name="signer"
          label={t('order.signer')}
          rules={[{ required: true, message: t('validation.empty', { field: t('order.signer') }) }]}
        >
          <Select options={signerOptions} data-testid="multisig-order-signer" />
        </Form.Item>
      )}
      {change === 'replaceSigner' && (
        <Form.Item name="newSigner" label={t('order.newSigner')} rules={[newSignerRule]}>
          <Input placeholder="0x…" data-testid="multisig-order-new-signer" />
        </Form.Item>
      )}
      {change !== 'replaceSigner' && (
        <Form.Item
          name="threshold"
          label={t('order.newThreshold')}
          rules={[{ required: true, message: t('validation.threshold') }]}
        >
          <Select options={thresholdOptions} data-testid="multisig-order-threshold" />
        </Form.Item>
      )}
    </>
  )
}
