import {
  convertEtherUnits,
  type EtherUnitId,
  etherUnits,
  maxUnitInputLength,
} from '@tokenbox/core/units/etherUnits.ts'
import { Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** What the user typed last, and in which unit; every other field is computed from it. */
type Typed = { unit: EtherUnitId; text: string }

/**
 * The web app's Unit Converter (/ot/un) made compact: every unit from wei to tether, typing in one
 * rewrites the others exactly (core's convertEtherUnits, bigint wei underneath). An amount that is
 * no number of wei marks its own field with the web app's reason and blanks the others. Starts at
 * 1 ether; the intro names the current chain's coin, whose units are the same.
 */
export function UnitConverter({ symbol }: { symbol: string }) {
  const { t } = useTranslation('others')
  const [typed, setTyped] = useState<Typed>({ unit: 'ether', text: '1' })
  const result = convertEtherUnits(typed.text, typed.unit)
  return (
    <Flex vertical gap={6} data-testid="unit-converter">
      <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        {t('units.intro', { symbol })}
      </Typography.Text>
      {etherUnits.map((unit) => {
        const own = typed.unit === unit.id
        const issue = own && 'issue' in result ? result.issue : undefined
        const value = own ? typed.text : 'values' in result ? result.values[unit.id] : ''
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
              <Input
                id={`unit-${unit.id}`}
                size="small"
                value={value}
                maxLength={maxUnitInputLength}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                status={issue ? 'error' : undefined}
                aria-invalid={issue ? true : undefined}
                data-testid={`unit-${unit.id}`}
                style={{ fontFamily: 'monospace' }}
                onChange={(event) => setTyped({ unit: unit.id, text: event.target.value })}
                suffix={
                  <Typography.Text
                    copyable={
                      value && !issue
                        ? { text: value, tooltips: [t('units.copy'), t('units.copied')] }
                        : false
                    }
                  />
                }
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
