import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { tokenAddressIssue } from '@tokenbox/ui/safety/checkLink.ts'
import { Button, Flex, Form, Input, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { CheckFailureAlert } from './CheckFailureAlert.tsx'
import { QuickVerdict } from './QuickVerdict.tsx'
import { useQuickCheck } from './useQuickCheck.ts'

/**
 * "Check a token": an address on the current chain, checked quickly (owner powers, a simulated buy
 * and sale; no holders), its verdict and reasons worded as on the site's check page, and a link to
 * the site's full report. A malformed address gets the site's own message and checks nothing.
 */
export function TokenCheckPanel({ entry, siteUrl }: { entry: ChainEntry; siteUrl: string }) {
  const { t } = useTranslation('popup')
  const { t: tCheck } = useTranslation('check')
  const { state, run } = useQuickCheck(entry, siteUrl)
  const [address, setAddress] = useState('')
  const [issue, setIssue] = useState<ReturnType<typeof tokenAddressIssue>>()
  const running = state.status === 'running'

  const submit = () => {
    const problem = tokenAddressIssue(address)
    setIssue(problem)
    if (!problem) run(getAddress(address.trim()) as Address)
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('check.intro', { chain: chainLabel(entry) })}
      </Typography.Text>
      <Form onFinish={submit} style={{ margin: 0 }}>
        <Form.Item
          style={{ marginBottom: 0 }}
          validateStatus={issue ? 'error' : undefined}
          help={
            issue ? (
              <span role="alert" data-testid="check-address-issue">
                {tCheck(issue)}
              </span>
            ) : undefined
          }
        >
          <Space.Compact block>
            <Input
              value={address}
              onChange={(event) => {
                setAddress(event.target.value)
                setIssue(undefined)
              }}
              placeholder={tCheck('form.addressPlaceholder')}
              aria-label={tCheck('form.address')}
              allowClear
              spellCheck={false}
              autoComplete="off"
              data-testid="check-address"
              style={{ fontFamily: 'monospace' }}
            />
            <Button type="primary" htmlType="submit" loading={running} data-testid="check-submit">
              {tCheck('form.submit')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {running && (
        <Flex vertical gap={8} data-testid="check-running" aria-busy="true">
          <Typography.Text type="secondary">{t('check.running')}</Typography.Text>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </Flex>
      )}
      {state.status === 'failed' && (
        <CheckFailureAlert failure={state.failure} entry={entry} onRetry={() => run(state.token)} />
      )}
      {state.status === 'done' && <QuickVerdict report={state.report} entry={entry} siteUrl={siteUrl} />}
    </Flex>
  )
}
