import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { maxMultisigSigners, validateMultisigSetup } from '@tokenbox/core/multisig/validateMultisigSetup.ts'
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { StepsProgress } from '../../app/transactions/StepsProgress.tsx'
import { useCreateMultisigWallet } from './useCreateMultisigWallet.ts'

type Values = { signers: string[]; threshold: number }

const signerIssueKeys = {
  empty: 'validation.empty',
  illegalAddress: 'validation.illegalAddress',
  duplicate: 'validation.duplicate',
} as const

/**
 * Create: signer rows (the connected wallet first, rows added and removed up to 50), the required
 * signatures (1..n, kept within n when rows are removed), the address the wallet will get, then
 * one transaction through the factory; the new wallet opens. Every check the contract makes is made
 * here first, with the spec's messages, so a refused setup never reaches the wallet.
 */
export function CreateWalletPanel({
  factory,
  onCreated,
}: {
  factory: Address
  onCreated: (wallet: Address) => void
}) {
  const { t } = useTranslation('multisig')
  const { address } = useConnection()
  const [form] = Form.useForm<Values>()
  const signers = Form.useWatch('signers', form) ?? []
  const { predicted, create, running, progress, result } = useCreateMultisigWallet(factory, onCreated)

  const rowRule = (index: number) => ({
    validator: () => {
      const list = (form.getFieldValue('signers') as string[] | undefined) ?? []
      const issue = validateMultisigSetup(list, 1).signers[index]
      if (!issue) return Promise.resolve()
      const text = t(signerIssueKeys[issue], { field: t('form.signer') })
      return Promise.reject(new Error(text))
    },
  })

  const count = Math.max(signers.length, 1)
  return (
    <Card data-testid="multisig-create">
      <Form
        form={form}
        layout="vertical"
        onFinish={create}
        initialValues={{ signers: [address ?? '', '', ''], threshold: 2 }}
        onValuesChange={(changed: Partial<Values>, all: Values) => {
          // Keep the threshold within the rows when a row goes away.
          if (changed.signers && all.threshold > all.signers.length) {
            form.setFieldValue('threshold', Math.max(1, all.signers.length))
          }
        }}
        disabled={running}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('form.signers')}
        </Typography.Title>
        <Form.List name="signers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item
                    name={field.name}
                    rules={[rowRule(index)]}
                    dependencies={fields
                      .filter((other) => other.key !== field.key)
                      .map((other) => ['signers', other.name])}
                    style={{ flex: 1, minWidth: 0 }}
                    label={
                      index === 0
                        ? t('form.signerYou', { index: index + 1 })
                        : t('form.signerNumber', { index: index + 1 })
                    }
                  >
                    <Input placeholder="0x…" data-testid={`multisig-signer-${index}`} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removeSigner')}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                    data-testid={`multisig-signer-remove-${index}`}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add('')}
                disabled={fields.length >= maxMultisigSigners}
                data-testid="multisig-signer-add"
                style={{ marginBottom: 16 }}
              >
                {t('form.addSigner')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="threshold" label={t('form.threshold')} extra={t('form.thresholdHint')}>
          <Select
            data-testid="multisig-threshold"
            style={{ maxWidth: 240 }}
            options={Array.from({ length: count }, (_, index) => ({
              value: index + 1,
              label: t('form.thresholdOf', { threshold: index + 1, count }),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('form.predicted')}>
          <Typography.Text
            code
            copyable={predicted.data ? { text: predicted.data } : false}
            data-testid="multisig-predicted"
          >
            {predicted.data ?? '…'}
          </Typography.Text>
        </Form.Item>
        <Flex vertical gap={8} align="flex-start">
          <Button type="primary" htmlType="submit" loading={running} data-testid="multisig-create-submit">
            {t('form.create')}
          </Button>
          <StepsProgress
            layout="inline"
            running={running}
            progress={progress}
            result={result}
            testId="multisig-create-progress"
            errorTestId="multisig-create-error"
          />
        </Flex>
      </Form>
    </Card>
  )
}
