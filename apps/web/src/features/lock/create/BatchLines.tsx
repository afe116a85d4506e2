import { batchDateColumns, type LockFormValues, validateLockLines } from '@tokenbox/core/lock/lockDraft.ts'
import { parseLockLines } from '@tokenbox/core/lock/parseLockLines.ts'
import type { LockableToken } from '@tokenbox/core/lock/readLockableToken.ts'
import { Flex, Form, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ListFileButton } from '../../../app/files/ListFileButton.tsx'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { LineIssues } from '../../../app/forms/LineIssues.tsx'
import { formatTokenAmount } from '../formatLock.ts'

/**
 * "Lock for many accounts": one `address,amount[,dates]` per line, typed, pasted or read from a
 * CSV/TXT file, with every bad line listed by number and reason and a summary of the good ones.
 */
export function BatchLines({ token }: { token: LockableToken | undefined }) {
  const { t } = useTranslation('lock')
  const form = Form.useFormInstance<LockFormValues>()
  const text = Form.useWatch('lines', form) as string | undefined
  const kind = Form.useWatch('kind', form) as LockFormValues['kind']
  const parsed = token
    ? parseLockLines(text ?? '', token.decimals, batchDateColumns[kind ?? 'fixed'])
    : undefined
  const total = parsed?.lines.reduce((sum, line) => sum + line.amount, 0n) ?? 0n

  const readFile = (fileText: string) => {
    form.setFieldValue('lines', fileText)
    void form.validateFields(['lines'])
  }

  return (
    <>
      <Form.Item
        name="lines"
        label={t('form.lines')}
        extra={t(`form.linesHint.${kind ?? 'fixed'}`)}
        dependencies={['token', 'kind']}
        rules={[
          issueRule(
            t,
            (value?: string) => validateLockLines(value, form.getFieldsValue(true), token),
            'lock',
          ),
        ]}
      >
        <Input.TextArea
          rows={6}
          spellCheck={false}
          placeholder={
            '0x70997970C51812dc3A010C7d01b50e0d17dc79C8,1000\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,250'
          }
          data-testid="lock-lines"
        />
      </Form.Item>
      <Flex gap={12} align="center" wrap style={{ marginTop: -8, marginBottom: 16 }}>
        <ListFileButton onText={readFile} testId="lock-lines-file" />
        {parsed && parsed.lines.length > 0 && token && (
          <Typography.Text data-testid="lock-lines-summary">
            {t('form.linesSummary', {
              count: parsed.lines.length,
              total: formatTokenAmount(total, token.decimals),
              symbol: token.symbol,
            })}
          </Typography.Text>
        )}
      </Flex>
      {parsed && (
        <LineIssues
          issues={parsed.issues}
          testId="lock-lines-issues"
          reason={(issue) => t(`lines.${issue.issue}`)}
        />
      )}
    </>
  )
}
