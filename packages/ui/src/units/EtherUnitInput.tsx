import {
  convertEtherUnits,
  type EtherUnit,
  type EtherUnitId,
  etherUnits,
  maxUnitInputLength,
  type UnitAmountIssue,
} from '@tokenbox/core/units/etherUnits.ts'
import { Input, type InputProps, Typography } from 'antd'
import { useState } from 'react'

/** One unit's field: the text it shows, and the reason it is refused when it is the one typed in. */
export type EtherUnitField = { unit: EtherUnit; value: string; issue: UnitAmountIssue | undefined }

/**
 * The unit converter's state, the web page's and the extension popup's: what the user typed last
 * and in which unit, every other unit computed from it exactly (core's convertEtherUnits). An
 * amount that is no number of wei marks its own field and blanks the others. Starts at 1 ether.
 *
 * @example
 * const { fields, type } = useEtherUnitFields()
 * fields.map(({ unit, value, issue }) => <EtherUnitInput key={unit.id} … onType={(text) => type(unit.id, text)} />)
 */
export function useEtherUnitFields(): {
  fields: EtherUnitField[]
  type: (unit: EtherUnitId, text: string) => void
} {
  const [typed, setTyped] = useState<{ unit: EtherUnitId; text: string }>({ unit: 'ether', text: '1' })
  const result = convertEtherUnits(typed.text, typed.unit)
  const fields = etherUnits.map((unit) => {
    const own = typed.unit === unit.id
    return {
      unit,
      value: own ? typed.text : 'values' in result ? result.values[unit.id] : '',
      issue: own && 'issue' in result ? result.issue : undefined,
    }
  })
  return { fields, type: (unit, text) => setTyped({ unit, text }) }
}

export type EtherUnitInputProps = Omit<InputProps, 'value' | 'onChange' | 'suffix'> & {
  field: EtherUnitField
  onType: (text: string) => void
  /** The copy button's two tooltips: before and after copying, in the reader's language. */
  copyTooltips: [string, string]
}

/** One unit's input: a decimal amount in monospace, with a copy button while the value is good. */
export function EtherUnitInput({ field, onType, copyTooltips, ...props }: EtherUnitInputProps) {
  const { unit, value, issue } = field
  return (
    <Input
      value={value}
      maxLength={maxUnitInputLength}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      data-testid={`unit-${unit.id}`}
      style={{ fontFamily: 'monospace' }}
      onChange={(event) => onType(event.target.value)}
      suffix={
        <Typography.Text
          copyable={value && !issue ? { text: value, tooltips: copyTooltips } : false}
          data-testid={`unit-${unit.id}-copy`}
        />
      }
      {...props}
    />
  )
}
