import { getChainEntry } from '@tokenbox/core/chains/getChainEntry.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { parseCheckQuery, tokenAddressIssue } from '@tokenbox/ui/safety/checkLink.ts'
import { Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd'
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { useLazyNamespace } from '../../app/i18n/useLazyNamespace.ts'
import { labelledClear } from '../../app/layout/labelledClear.tsx'
import { useTokenSafety } from '../../app/safety/useTokenSafety.ts'
import { ChainIcon } from '../../wallet/network/ChainIcon.tsx'
import { useChainEntries } from '../../wallet/network/useChainEntries.ts'
import { useCurrentNetwork } from '../../wallet/network/useCurrentNetwork.ts'
import { CheckResult } from './CheckResult.tsx'

/**
 * The token safety check (`/check?chain=<id>&address=0x…`): any token on any catalogue chain, read
 * from that chain alone, wallet or not. The URL holds the chain and the token, so a check can be
 * shared and runs on arrival; the Check button writes them there. The chain defaults to the one the
 * app is on.
 */
export function CheckPage() {
  useLazyNamespace('check')
  const { search } = useLocation()
  // A new link (the Exchange's "Full check", the browser's back) starts the form from it.
  return <SafetyCheck key={search} search={search} />
}

function SafetyCheck({ search }: { search: string }) {
  const { t } = useLazyNamespace('check')
  const [, setSearchParams] = useSearchParams()
  const entries = useChainEntries()
  const current = useCurrentNetwork()
  const query = parseCheckQuery(search)
  const queried = query.chainId === undefined ? undefined : getChainEntry(query.chainId, entries)
  const [chainId, setChainId] = useState(queried?.id ?? current.entry?.id ?? entries[0]?.id ?? 1)
  const [address, setAddress] = useState(query.address)
  const linkIssue = query.address ? tokenAddressIssue(query.address) : undefined
  const [issue, setIssue] = useState(linkIssue)
  // What runs: the link's chain and token, once both are sound.
  const target = queried && query.address && !linkIssue ? (getAddress(query.address) as Address) : undefined
  // The connected wallet's own sale is simulated first when it holds the token.
  const { address: buyer } = useConnection()
  const check = useTokenSafety(target ? queried : undefined, target, { buyer })

  const submit = () => {
    const problem = tokenAddressIssue(address)
    setIssue(problem)
    if (problem) return
    const token = getAddress(address.trim())
    if (queried?.id === chainId && target === token) void check.refetch()
    else setSearchParams({ chain: String(chainId), address: token })
  }

  return (
    <Flex vertical gap={20}>
      <Panel title={t('page.title')} data-testid="safety-form-panel">
        <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={submit} data-testid="safety-form">
          <Row gutter={[16, 0]} align="bottom">
            <Col xs={24} md={8} xl={6}>
              <Form.Item label={t('form.chain')} htmlFor="safety-chain">
                <ChainSelect entries={entries} value={chainId} onChange={setChainId} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16} xl={14}>
              <Form.Item
                label={t('form.address')}
                // A field without `name`: the label names its input only through htmlFor and id
                // (issue 77 point 19: the address had no accessible name).
                htmlFor="safety-address"
                validateStatus={issue ? 'error' : undefined}
                help={issue ? <span data-testid="safety-address-issue">{t(issue)}</span> : undefined}
              >
                <Input
                  value={address}
                  onChange={(event) => {
                    setAddress(event.target.value)
                    setIssue(undefined)
                  }}
                  placeholder={t('form.addressPlaceholder')}
                  allowClear={labelledClear}
                  spellCheck={false}
                  autoComplete="off"
                  id="safety-address"
                  data-testid="safety-address"
                />
              </Form.Item>
            </Col>
            <Col xs={24} xl={4}>
              {/* No label: the row's bottom alignment puts the button beside the field on a wide screen. */}
              <Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  loading={check.isFetching}
                  data-testid="safety-submit"
                >
                  {t('form.submit')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Panel>
      {query.chainId !== undefined && !queried && (
        <Typography.Text type="danger" data-testid="safety-unknown-chain">
          {t('error.unknownChain', { chain: query.chainId })}
        </Typography.Text>
      )}
      {target && queried && (
        <CheckResult entry={queried} check={check} onRetry={() => void check.refetch()} />
      )}
    </Flex>
  )
}

/** Every chain the app knows (local ones first), with its badge; search by name. */
function ChainSelect({
  entries,
  value,
  onChange,
}: {
  entries: readonly ChainEntry[]
  value: number
  onChange: (chainId: number) => void
}) {
  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      id="safety-chain"
      data-testid="safety-chain"
      options={entries.map((entry) => ({
        value: entry.id,
        label: chainLabel(entry),
        icon: entry,
      }))}
      optionRender={(option) => (
        <Flex gap={8} align="center">
          <ChainIcon entry={option.data.icon} size={18} />
          <span>{option.data.label}</span>
        </Flex>
      )}
    />
  )
}
