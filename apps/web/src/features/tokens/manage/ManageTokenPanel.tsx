import { SearchOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { actionsFor, tokenActions } from '@tokenbox/core/tokens/manage/tokenActions.ts'
import { tokenDetailsQueryPrefix } from '@tokenbox/core/tokens/tokenDetailsQuery.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Empty, Flex, Input, Row, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { TokenActionForm } from './TokenActionForm.tsx'
import { TokenDetailsView } from './TokenDetailsView.tsx'
import { useTokenDetails } from './useTokenDetails.ts'

/**
 * Manage Token: load a TokenBox token of the current chain by address, see its settings and
 * owner, and use the powers it was created with. Any other address gets "No information about
 * this contract for current chain". The screen passes a newly created token as `initialAddress`
 * and remounts the panel with it (a `key`), so no state mirrors the prop.
 */
export function ManageTokenPanel({ initialAddress }: { initialAddress: string | undefined }) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const queryClient = useQueryClient()
  const [input, setInput] = useState(initialAddress ?? '')
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const [inputIssue, setInputIssue] = useState<string | undefined>()
  const details = useTokenDetails(loaded)
  // Actions that just succeeded stay on screen with their confirmation even when the refreshed token
  // no longer offers them (a rebase with nothing left to apply, a renounced ownership); the next Load
  // shows the token as it is.
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set())

  const load = () => {
    const issue = validateAddress(input, 'manage.tokenAddress')
    setInputIssue(issue ? issueText(t, issue) : undefined)
    if (issue) return
    const address = getAddress(input.trim())
    setCompleted(new Set())
    // Loading the same token again reads it again (its state may have changed on chain).
    if (address === loaded) void details.refetch()
    else setLoaded(address)
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: tokenDetailsQueryPrefix })

  const body = () => {
    if (!account) return <ConnectWalletAlert />
    if (!loaded) return <Empty description={t('manage.empty')} />
    if (details.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (details.isError) {
      return <ReadErrorAlert error={details.error} testId="manage-error" />
    }
    if (!details.data) {
      return <Alert type="warning" showIcon title={t('manage.notFound')} data-testid="manage-not-found" />
    }
    const offered = actionsFor(details.data, account)
    const actions = tokenActions.filter((action) => offered.includes(action) || completed.has(action.id))
    return (
      <Flex vertical gap={20}>
        <TokenDetailsView details={details.data} />
        {actions.length === 0 ? (
          <Alert type="info" showIcon title={t('manage.noActions')} data-testid="manage-no-actions" />
        ) : (
          <Row gutter={[16, 16]}>
            {actions.map((action) => (
              <Col
                xs={24}
                md={action.fields.length > 4 ? 24 : 12}
                xl={action.fields.length > 4 ? 16 : 8}
                key={action.id}
              >
                <TokenActionForm
                  action={action}
                  details={details.data!}
                  clockOffset={Number(details.data!.chainTime) - details.dataUpdatedAt / 1000}
                  onDone={() => {
                    setCompleted((current) => new Set(current).add(action.id))
                    void refresh()
                  }}
                />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    )
  }

  return (
    <Flex vertical gap={20}>
      <Panel title={t('manage.title')}>
        <Flex gap={8} vertical>
          <Flex gap={8}>
            <Input
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onPressEnter={load}
              placeholder={t('manage.tokenAddressPlaceholder')}
              status={inputIssue ? 'error' : undefined}
              spellCheck={false}
              data-testid="manage-address"
            />
            <Button type="primary" icon={<SearchOutlined />} onClick={load} data-testid="manage-load">
              {t('manage.load')}
            </Button>
          </Flex>
          {inputIssue && (
            <Typography.Text type="danger" data-testid="manage-address-issue">
              {inputIssue}
            </Typography.Text>
          )}
        </Flex>
      </Panel>
      {body()}
    </Flex>
  )
}
