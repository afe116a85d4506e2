import {
  type CreateWalletsValues,
  initialCreateWalletsValues,
  validateCustomPath,
  validateGivenMnemonic,
  validateStartIndex,
  validateWalletCount,
} from '@tokenbox/core/wallets/createWalletsValues.ts'
import { Button, Flex, Form, Input, Radio, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import type { WalletGeneration } from './useWalletGeneration.ts'

/**
 * The Create Wallets form: how many, random keys or a mnemonic (new with 12 or 24 words, or
 * given), the derivation path and the first index. While a run is on it shows the progress bar
 * and a Cancel button; the form stays locked until the run ends.
 */
export function CreateWalletsForm({
  generation,
  onGenerate,
  onCancel,
}: {
  generation: WalletGeneration
  onGenerate: (values: CreateWalletsValues) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('wallets')
  const [form] = Form.useForm<CreateWalletsValues>()
  const mode = Form.useWatch('mode', form) ?? initialCreateWalletsValues.mode
  const source = Form.useWatch('source', form) ?? initialCreateWalletsValues.source
  const pathPreset = Form.useWatch('pathPreset', form) ?? initialCreateWalletsValues.pathPreset
  const running = generation.status === 'running'

  return (
    <VerticalForm
      form={form}
      initialValues={initialCreateWalletsValues}
      disabled={running}
      onFinish={() => onGenerate(form.getFieldsValue(true) as CreateWalletsValues)}
      data-testid="create-wallets-form"
    >
      <Form.Item name="mode" label={t('create.mode')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          data-testid="wallets-mode"
          options={labelledOptions(t, { random: 'create.modeRandom', mnemonic: 'create.modeMnemonic' })}
        />
      </Form.Item>
      <Form.Item
        name="count"
        label={t('create.count')}
        extra={t('create.countHint')}
        rules={[issueRule(t, validateWalletCount, 'wallets')]}
      >
        <Input inputMode="numeric" data-testid="wallets-count" style={{ maxWidth: 240 }} />
      </Form.Item>
      {mode === 'mnemonic' && (
        <>
          <Form.Item name="source" label={t('create.source')}>
            <Radio.Group
              data-testid="wallets-source"
              options={labelledOptions(t, { new: 'create.sourceNew', given: 'create.sourceGiven' })}
            />
          </Form.Item>
          {source === 'new' ? (
            <Form.Item name="words" label={t('create.words')}>
              <Radio.Group
                data-testid="wallets-words"
                options={[
                  { value: 12, label: t('create.wordsCount', { words: 12, count: 12 }) },
                  { value: 24, label: t('create.wordsCount', { words: 24, count: 24 }) },
                ]}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="mnemonic"
              label={t('create.mnemonic')}
              rules={[issueRule(t, validateGivenMnemonic, 'wallets')]}
            >
              <Input.TextArea
                rows={3}
                spellCheck={false}
                autoComplete="off"
                data-testid="wallets-mnemonic"
                placeholder={t('create.mnemonicPlaceholder')}
              />
            </Form.Item>
          )}
          <Flex gap={16} wrap>
            <Form.Item name="pathPreset" label={t('create.path')} style={{ minWidth: 260, flex: 1 }}>
              <Select
                data-testid="wallets-path-preset"
                options={labelledOptions(t, {
                  standard: 'create.pathStandard',
                  ledgerLive: 'create.pathLedgerLive',
                  custom: 'create.pathCustom',
                })}
              />
            </Form.Item>
            <Form.Item
              name="start"
              label={t('create.start')}
              dependencies={['count']}
              rules={[
                issueRule(
                  t,
                  (value?: string) => validateStartIndex(value, form.getFieldValue('count')),
                  'wallets',
                ),
              ]}
            >
              <Input inputMode="numeric" data-testid="wallets-start" style={{ width: 140 }} />
            </Form.Item>
          </Flex>
          {pathPreset === 'custom' && (
            <Form.Item
              name="customPath"
              label={t('create.customPath')}
              extra={t('create.customPathHint')}
              rules={[issueRule(t, validateCustomPath, 'wallets')]}
            >
              <Input spellCheck={false} data-testid="wallets-custom-path" />
            </Form.Item>
          )}
        </>
      )}
      {running ? (
        <Flex vertical gap={8} data-testid="wallets-progress">
          <ProgressBar percent={Math.floor((generation.done / generation.total) * 100)} status="active" />
          <Flex justify="space-between" align="center">
            <span>{t('create.progress', { done: generation.done, count: generation.total })}</span>
            <Button danger onClick={onCancel} disabled={false} data-testid="wallets-cancel">
              {t('create.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button type="primary" htmlType="submit" size="large" block data-testid="wallets-generate">
          {t('create.generate')}
        </Button>
      )}
    </VerticalForm>
  )
}
