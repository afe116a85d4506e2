import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { Alert, Button, Col, Empty, Flex, Input, Row, Spin, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { PositionCard } from './PositionCard.tsx'
import { type PasteIssue, useMyLiquidity } from './useMyLiquidity.ts'

/**
 * My liquidity (ML): the wallet's positions on the chain's DEXes as cards, and a field to add a
 * pair by its address (checked to be a pair of those DEXes first: "Is not an LP address").
 */
export function MyLiquidityPanel({ entry }: { entry: ChainEntry }) {
  const { t } = useTranslation('dex')
  const { account, positions, paste, quote } = useMyLiquidity(entry)
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<PasteIssue | undefined>()
  const [checking, setChecking] = useState(false)
  const [removed, setRemoved] = useState(false)

  const add = async () => {
    setChecking(true)
    setIssue(undefined)
    const found = await paste(text)
    setChecking(false)
    setIssue(found)
    if (!found) setText('')
  }
  const settled = async (done: boolean) => {
    setRemoved(done)
    await positions.refetch()
  }

  if (!account) return <ConnectWalletAlert testId="positions-connect" />
  const list = positions.data ?? []
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{t('positions.paste.label')}</Typography.Text>
        <Flex gap={8}>
          <Input
            value={text}
            placeholder="0x…"
            status={issue ? 'error' : undefined}
            data-testid="positions-paste"
            onChange={(event) => {
              setText(event.target.value)
              setIssue(undefined)
            }}
            onPressEnter={() => void add()}
          />
          <Button
            onClick={() => void add()}
            loading={checking}
            disabled={!text.trim()}
            data-testid="positions-paste-add"
          >
            {t('positions.paste.add')}
          </Button>
        </Flex>
        {issue && (
          <Typography.Text type="danger" data-testid="positions-paste-error">
            {t(issue, { ns: issue === 'networkFailed' ? 'errors' : 'dex' })}
          </Typography.Text>
        )}
      </Flex>
      {removed && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setRemoved(false)}
          title={t('positions.notice.removed')}
          data-testid="positions-removed"
        />
      )}
      {positions.isError && (
        <Alert
          type="error"
          showIcon
          title={t('networkFailed', { ns: 'errors' })}
          data-testid="positions-error"
          action={
            <Button size="small" onClick={() => void positions.refetch()}>
              {t('positions.retry')}
            </Button>
          }
        />
      )}
      {positions.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin data-testid="positions-loading" />
        </Flex>
      ) : list.length === 0 && !positions.isError ? (
        <Empty description={t('positions.empty')} data-testid="positions-empty" />
      ) : (
        <Row gutter={[16, 16]} data-testid="positions-list">
          {list.map((position) => (
            <Col key={position.pair} xs={24} md={12} xl={8}>
              <PositionCard entry={entry} position={position} quote={quote} onSettled={settled} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  )
}
