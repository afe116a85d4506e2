import { SearchOutlined } from '@ant-design/icons'
import { formatLocaleDecimal } from '@tokenbox/core/format/formatLocaleDecimal.ts'
import { validateAddress } from '@tokenbox/core/forms/fieldIssues.ts'
import {
  createInscriptionMintStep,
  type InscriptionMintMethod,
} from '@tokenbox/core/tokens/inscription/createInscriptionMintStep.ts'
import { inscriptionMintText } from '@tokenbox/core/tokens/inscription/inscriptionText.ts'
import { inscriptionMintBlocker } from '@tokenbox/core/tokens/inscription/readInscriptionProgress.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Descriptions, Empty, Flex, Input, Skeleton, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ReadErrorAlert } from '../../../app/errors/ReadErrorAlert.tsx'
import { ProgressBar } from '../../../app/layout/ProgressBar.tsx'
import { StepError } from '../../../app/transactions/StepError.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { issueText } from '../create/issueRule.ts'
import { InscriptionText } from './InscriptionText.tsx'
import { useInscriptionProgress } from './useInscriptionProgress.ts'

/**
 * Mint: load an inscription token of the current chain by address, see its progress as the
 * inscription sites showed it (minted of max, a bar, mints and minters, your mints) and mint, by
 * the token's `mint()` or by a plain zero-value transfer to it (what any wallet can send). The
 * screen passes a newly created token as `initialAddress` and remounts the panel with it.
 */
export function InscriptionMintPanel({ initialAddress }: { initialAddress: string | undefined }) {
  const { t, i18n } = useTranslation(['tokens', 'errors'])
  const { address: account } = useConnection()
  const { token } = theme.useToken()
  const [input, setInput] = useState(initialAddress ?? '')
  const [loaded, setLoaded] = useState<Address | undefined>(
    initialAddress ? getAddress(initialAddress) : undefined,
  )
  const [inputIssue, setInputIssue] = useState<string | undefined>()
  const progress = useInscriptionProgress(loaded)
  const { run, result, running } = useStepRunner()
  const [method, setMethod] = useState<InscriptionMintMethod | undefined>()
  const [minted, setMinted] = useState(false)

  const load = () => {
    const issue = validateAddress(input, 'inscription.mint.tokenAddress')
    setInputIssue(issue ? issueText(t, issue) : undefined)
    if (issue) return
    const address = getAddress(input.trim())
    if (address === loaded) void progress.refetch()
    else setLoaded(address)
  }

  const mint = async (how: InscriptionMintMethod) => {
    if (!loaded) return
    setMethod(how)
    setMinted(false)
    const outcome = await run([createInscriptionMintStep({ token: loaded, method: how })])
    if (outcome.status === 'done') setMinted(true)
    void progress.refetch()
  }

  const whole = (value: bigint, decimals: number) =>
    formatLocaleDecimal(formatUnits(value, decimals), i18n.language) ?? formatUnits(value, decimals)
  const count = (value: bigint) => formatLocaleDecimal(value.toString(), i18n.language)

  const body = () => {
    if (!loaded) return <Empty description={t('inscription.mint.empty')} />
    if (progress.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
    if (progress.isError) return <ReadErrorAlert error={progress.error} testId="ins-error" />
    const data = progress.data
    if (!data)
      return (
        <Alert type="warning" showIcon title={t('inscription.mint.notFound')} data-testid="ins-not-found" />
      )
    const blocker = inscriptionMintBlocker(data)
    const percent = data.progressBps / 100
    return (
      <Flex vertical gap={16}>
        <Flex justify="space-between" wrap gap={8} align="baseline">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="ins-tick">
            {data.symbol}
          </Typography.Title>
          <Typography.Text type="secondary">{data.name}</Typography.Text>
        </Flex>
        <div>
          <ProgressBar
            percent={percent}
            format={() => `${formatLocaleDecimal(percent.toString(), i18n.language)}%`}
            status={blocker === 'soldOut' ? 'success' : 'active'}
            // In the theme's colour like the rest of the page; green once minted out.
            strokeColor={blocker === 'soldOut' ? undefined : token.colorPrimary}
            data-testid="ins-progress"
            data-percent={percent}
          />
          <Typography.Text data-testid="ins-minted">
            {t('inscription.mint.minted', {
              minted: whole(data.totalSupply, data.decimals),
              max: whole(data.maxSupply, data.decimals),
              symbol: data.symbol,
            })}
          </Typography.Text>
        </div>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'mints',
              label: t('inscription.mint.mints'),
              children: <span data-testid="ins-mint-count">{count(data.mintCount)}</span>,
            },
            {
              key: 'minters',
              label: t('inscription.mint.minters'),
              children: <span data-testid="ins-minter-count">{count(data.minterCount)}</span>,
            },
            {
              key: 'perMint',
              label: t('inscription.form.amountPerMint'),
              children: `${whole(data.amountPerMint, data.decimals)} ${data.symbol}`,
            },
            {
              key: 'left',
              label: t('inscription.mint.left'),
              children: count(data.mintsLeft),
            },
            ...(data.creatorAllocation > 0n
              ? [
                  {
                    key: 'allocation',
                    label: t('inscription.form.allocation'),
                    children: `${whole(data.creatorAllocation, data.decimals)} ${data.symbol}`,
                  },
                ]
              : []),
            ...(data.account
              ? [
                  {
                    key: 'yours',
                    label: t('inscription.mint.yourMints'),
                    children: (
                      <span data-testid="ins-your-mints">
                        {t('inscription.mint.yourMintsValue', {
                          mints: count(data.account.mints),
                          limit: count(data.mintsPerAddress),
                          balance: whole(data.account.balance, data.decimals),
                          symbol: data.symbol,
                        })}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <div>
          <Typography.Text type="secondary">{t('inscription.summary.mintText')}</Typography.Text>
          <InscriptionText
            text={inscriptionMintText({
              tick: data.symbol,
              amountPerMint: data.amountPerMint,
              decimals: data.decimals,
            })}
            testId="ins-mint-json"
          />
        </div>
        {blocker && (
          <Alert
            type="info"
            showIcon
            title={t(`inscription.mint.blocked.${blocker}`)}
            data-testid="ins-blocked"
          />
        )}
        {!account && <ConnectWalletAlert />}
        <Flex gap={12} wrap>
          <Button
            type="primary"
            size="large"
            onClick={() => mint('call')}
            loading={running && method === 'call'}
            disabled={!account || Boolean(blocker) || running}
            data-testid="ins-mint"
          >
            {t('inscription.mint.mint')}
          </Button>
          <Button
            size="large"
            onClick={() => mint('transfer')}
            loading={running && method === 'transfer'}
            disabled={!account || Boolean(blocker) || running}
            data-testid="ins-mint-transfer"
          >
            {t('inscription.mint.mintByTransfer')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('inscription.mint.transferHint', { address: data.address })}
        </Typography.Paragraph>
        {minted && (
          <Alert
            type="success"
            showIcon
            data-testid="ins-minted-result"
            title={t('inscription.mint.done', {
              amount: whole(data.amountPerMint, data.decimals),
              symbol: data.symbol,
            })}
          />
        )}
        {result?.status === 'failed' && <StepError result={result} testId="ins-mint-error" />}
      </Flex>
    )
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
