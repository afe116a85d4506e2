import { EtherUnitInput, useEtherUnitFields } from '@tokenbox/ui/units/EtherUnitInput.tsx'
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * The web app's Unit Converter (/ot/un) made compact: every unit from wei to tether, typing in one
 * rewrites the others exactly (core's convertEtherUnits, bigint wei underneath). An amount that is
 * no number of wei marks its own field with the web app's reason and blanks the others. Starts at
 * 1 ether; the intro names the current chain's coin, whose units are the same.
 */
export function UnitConverter({ symbol }: { symbol: string }) {
  const { t } = useTranslation('others')
  const { fields, type } = useEtherUnitFields()
  return (
    <Flex vertical gap={6} data-testid="unit-converter">
      <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        {t('units.intro', { symbol })}
      </Typography.Text>
      {fields.map((field) => {
        const { unit, issue } = field
        return (
          <Flex key={unit.id} vertical gap={2}>
            <Flex align="center" gap={8}>
              <label
                htmlFor={`unit-${unit.id}`}
                style={{ width: 64, flex: 'none', fontFamily: 'monospace', fontWeight: 600 }}
                title={unit.aliases.join(', ') || undefined}
              >
                {unit.id}
              </label>
              <EtherUnitInput
                field={field}
                onType={(text) => type(unit.id, text)}
                copyTooltips={[t('units.copy'), t('units.copied')]}
                id={`unit-${unit.id}`}
                size="small"
                status={issue ? 'error' : undefined}
                aria-invalid={issue ? true : undefined}
              />
            </Flex>
            {issue && (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 12, marginInlineStart: 72 }}>
                {t(`units.issue.${issue}`, { decimals: unit.decimals, count: unit.decimals })}
              </Typography.Text>
            )}
          </Flex>
        )
      })}
    </Flex>
  )
}
