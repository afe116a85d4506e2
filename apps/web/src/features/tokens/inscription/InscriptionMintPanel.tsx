import { SearchOutlined } from '@ant-design/icons'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Empty, Flex, Input, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { InscriptionMintView } from './InscriptionMintView.tsx'
import { useInscriptionMint } from './useInscriptionMint.ts'
import { useInscriptionProgress } from './useInscriptionProgress.ts'

/**
 * Mint: load an inscription token of the current chain by address, see its progress as the
 * inscription sites showed it and mint (InscriptionMintView), each mint core's plan
 * (useInscriptionMint). The screen passes a newly created token as `initialAddress` and remounts
 * the panel with it.
 */
export function InscriptionMintPanel({ initialAddress }: { initialAddress: string | undefined }) {
  // The errors namespace too: a refusal or failure is worded from it (ErrorAlert).
  const { t } = useTranslation(['tokens', 'errors'])
  const [input, setInput] = useState(initialAddress ?? '')
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const [inputIssue, setInputIssue] = useState<string | undefined>()
  const progress = useInscriptionProgress(loaded)
  const minting = useInscriptionMint(loaded, progress.refetch)

  const load = () => {
    const issue = validateAddress(input, 'inscription.mint.tokenAddress')
    setInputIssue(issue ? issueText(t, issue) : undefined)
    if (issue) return
    const address = getAddress(input.trim())
    if (address === loaded) void progress.refetch()
    else setLoaded(address)
  }

  const body = () => {
    if (!loaded) return <Empty description={t('inscription.mint.empty')} />
    if (progress.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (progress.isError) return <ReadErrorAlert error={progress.error} testId="ins-error" />
    if (!progress.data)
      return (
        <Alert type="warning" showIcon title={t('inscription.mint.notFound')} data-testid="ins-not-found" />
      )
    return <InscriptionMintView progress={progress.data} minting={minting} />
  }

  return (
    <Panel title={t('inscription.mint.title')} data-testid="ins-mint-panel">
      <Flex vertical gap={20}>
        <Flex gap={8} wrap>
          <Input
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onPressEnter={load}
            placeholder={t('inscription.mint.tokenAddress')}
            spellCheck={false}
            status={inputIssue ? 'error' : undefined}
            style={{ flex: '1 1 320px' }}
            data-testid="ins-address"
          />
          <Button icon={<SearchOutlined />} onClick={load} data-testid="ins-load">
            {t('inscription.mint.load')}
          </Button>
        </Flex>
        {inputIssue && <Typography.Text type="danger">{inputIssue}</Typography.Text>}
        {body()}
      </Flex>
    </Panel>
  )
}
