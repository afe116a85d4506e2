import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { TokenSafetyReport } from '@tokenbox/core/safety/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

const verifiedColor = { yes: 'green', no: 'orange', unknown: 'default' } as const

/**
 * Verification: whether the chain's explorer has the token's source (asked through the server
 * where it holds the explorer's key; unknown elsewhere), with a link to the token's page on the
 * explorer where the chain has one.
 */
export function VerificationSection({ report, entry }: { report: TokenSafetyReport; entry: ChainEntry }) {
  const { t } = useTranslation('check')
  return (
    <Panel title={t('verification.title')} data-testid="safety-verification">
      <Flex gap={12} wrap align="center">
        <Tag
          color={verifiedColor[report.verified]}
          data-testid="safety-verified"
          data-verified={report.verified}
        >
          {t(`verification.${report.verified}`)}
        </Tag>
        {entry.url && (
          <Typography.Link
            href={`${entry.url}/address/${report.token.address}#code`}
            target="_blank"
            rel="noreferrer"
          >
            {t('verification.open')} ({entry.scan || entry.url})
          </Typography.Link>
        )}
      </Flex>
    </Panel>
  )
}

/** How the check works and what it cannot see, under every result. */
export function HowItWorks() {
  const { t } = useTranslation('check')
  return (
    <Panel title={t('how.title')} data-testid="safety-how">
      {(['reads', 'simulation', 'powers', 'verdict'] as const).map((part) => (
        <Typography.Paragraph
          key={part}
          type="secondary"
          style={{ marginBottom: part === 'verdict' ? 0 : 8 }}
        >
          {t(`how.${part}`)}
        </Typography.Paragraph>
      ))}
    </Panel>
  )
}
