import type { SafetyReason } from '@tokenbox/core/safety/types.ts'
import { Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { reasonText } from './reasonText.ts'
import { severityColor, severityIcon } from './severity.tsx'

/**
 * A verdict's reasons, one sentence each with its numbers, tagged and coloured by severity. Used
 * by the check's verdict and by the Exchange's summary (its first few).
 *
 * @example
 * <ReasonList reasons={sortReasons(report.verdict.reasons)} symbol={report.token.symbol} />
 */
export function ReasonList({ reasons, symbol }: { reasons: readonly SafetyReason[]; symbol: string }) {
  const { t, i18n } = useTranslation('check')
  return (
    <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {reasons.map((reason) => {
        const Icon = severityIcon[reason.severity]
        return (
          <Flex
            // Two reasons may share a key (one per exchange or pool), never their parameters too.
            key={`${reason.key}:${JSON.stringify(reason.params ?? {})}`}
            component="li"
            gap={8}
            align="baseline"
            data-testid="safety-reason"
            data-key={reason.key}
            data-severity={reason.severity}
          >
            <Tag
              color={severityColor[reason.severity]}
              icon={<Icon />}
              style={{ flex: 'none', marginInlineEnd: 0, minWidth: 72 }}
            >
              {t(`severity.${reason.severity}`)}
            </Tag>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>
              {reasonText(t, reason, symbol, i18n.language)}
            </Typography.Text>
          </Flex>
        )
      })}
    </Flex>
  )
}
