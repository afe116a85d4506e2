import { contractBuilds } from '@tokenbox/core/evm/contractBuild.ts'
import {
  type CustomTokenSelection,
  customOptionBlock,
  customTokenOptions,
  customTokenSize,
} from '@tokenbox/core/tokens/custom/customTokenOptions.ts'
import { Alert, Checkbox, Col, Flex, Row, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * The options of Customize as check boxes: one that cannot join the current choice is disabled
 * and says why under its name (and in its tooltip), so only compatible combinations can be
 * chosen. Below, the template the choice deploys and its code size against EIP-170.
 */
export function CustomOptionPicker({
  selection,
  onToggle,
}: {
  selection: CustomTokenSelection
  onToggle: (option: CustomTokenSelection[number]) => void
}) {
  const { t, i18n } = useTranslation('tokens')
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
  // The larger of the builds: the one a chain runs is chosen at deployment, both must fit.
  const sizes = contractBuilds.map((build) => customTokenSize(selection, build))
  const size = sizes.reduce((largest, next) => (next.bytes > largest.bytes ? next : largest))
  const sizeBlocked = customTokenOptions.some(
    (option) => customOptionBlock(selection, option) === 'sizeLimit',
  )

  return (
    <>
      <Row gutter={[16, 8]} data-testid="custom-options">
        {customTokenOptions.map((option) => {
          const block = customOptionBlock(selection, option)
          const reason = block ? t(`custom.block.${block}`) : undefined
          return (
            <Col xs={24} md={12} key={option}>
              <Tooltip title={reason ?? t(`custom.hint.${option}`)}>
                <Flex vertical>
                  <Checkbox
                    checked={selection.includes(option)}
                    disabled={block !== undefined}
                    onChange={() => onToggle(option)}
                    data-testid={`custom-option-${option}`}
                  >
                    {t(`custom.option.${option}`)}
                  </Checkbox>
                  {reason && (
                    <Typography.Text
                      type="secondary"
                      style={{ fontSize: 12, paddingInlineStart: 24 }}
                      data-testid={`custom-block-${option}`}
                    >
                      {reason}
                    </Typography.Text>
                  )}
                </Flex>
              </Tooltip>
            </Col>
          )
        })}
      </Row>
      <Alert
        type="info"
        showIcon
        style={{ margin: '16px 0' }}
        data-testid="custom-size"
        title={t('custom.size', {
          name: t(`custom.template.${size.template}`),
          bytes: number(size.bytes),
          limit: number(size.limit),
        })}
        description={
          sizeBlocked
            ? t('custom.sizeLimit', {
                headroom: number(Math.min(...sizes.map((entry) => entry.tradingHeadroom))),
                needed: number(Math.max(...sizes.map((entry) => entry.normalOptionsBytes))),
              })
            : undefined
        }
      />
    </>
  )
}
