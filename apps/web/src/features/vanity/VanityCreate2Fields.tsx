import { deterministicDeployer } from '@tokenbox/core/evm/deterministicDeployment.ts'
import { Form, type FormRule, Input } from 'antd'
import { useTranslation } from 'react-i18next'

/** The CREATE2 target's fields: the deployer and the init code (each with its own refusal). */
export function VanityCreate2Fields({
  running,
  rule,
}: {
  running: boolean
  rule: (field: 'deployer' | 'initCode') => FormRule
}) {
  const { t } = useTranslation('vanity')
  return (
    <>
      <Form.Item
        name="deployer"
        label={t('form.deployer')}
        extra={t('form.deployerHint')}
        rules={[rule('deployer')]}
        dependencies={['target']}
      >
        <Input
          disabled={running}
          placeholder={deterministicDeployer}
          spellCheck={false}
          autoComplete="off"
          style={{ fontFamily: 'monospace' }}
          data-testid="vanity-deployer"
        />
      </Form.Item>
      <Form.Item
        name="initCode"
        label={t('form.initCode')}
        extra={t('form.initCodeHint')}
        rules={[rule('initCode')]}
        dependencies={['target']}
      >
        <Input.TextArea
          disabled={running}
          placeholder="0x6080…"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          style={{ fontFamily: 'monospace' }}
          data-testid="vanity-init-code"
        />
      </Form.Item>
    </>
  )
}
