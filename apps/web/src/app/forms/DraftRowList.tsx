import { Col, Form, Row } from 'antd'
import type { ComponentProps, ReactNode } from 'react'
import { AddRowButton, DraftField, RemoveRowColumn, useDraftRule } from './DraftField.tsx'

/** One field of a list's row: a DraftField by its name within the row. */
export type RowColumn = Omit<ComponentProps<typeof DraftField>, 'path' | 'listField' | 'xs' | 'md'> & {
  field: string
}

/**
 * A create form's list of two-field rows (an Earn pool's periods and rates, a mining pool's lock
 * periods and multiples): each row's fields (`columns`, at `<name>.<index>.<field>`) with its
 * remove button, the list's own issue under them (the form's validator at `name`), and the add
 * button while fewer than `max` rows.
 *
 * @example
 * <DraftRowList name="periods" max={earnLimits.maxPeriods} newRow={{ days: undefined, aprPercent: '' }}
 *   addLabel={t('form.addPeriod')} addTestId="earn-add-period"
 *   columns={(index) => [{ kind: 'days', field: 'days', label: t('form.periodDays', { number: index + 1 }) }, …]} />
 */
export function DraftRowList({
  name,
  max,
  newRow,
  addLabel,
  addTestId,
  columns,
}: {
  name: string
  max: number
  newRow: object
  addLabel: ReactNode
  addTestId: string
  columns: (index: number) => RowColumn[]
}) {
  const rule = useDraftRule(name)
  return (
    <Form.List name={name} rules={[rule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Col xs={24} key={field.key}>
              <Row gutter={16}>
                {columns(index).map(({ field: key, ...column }) => (
                  <DraftField
                    key={key}
                    {...column}
                    path={`${name}.${index}.${key}`}
                    listField={field.name}
                    xs={11}
                    md={10}
                  />
                ))}
                <RemoveRowColumn xs={2} md={4} onRemove={() => remove(field.name)} />
              </Row>
            </Col>
          ))}
          <Col xs={24}>
            <Form.ErrorList errors={errors} />
          </Col>
          {fields.length < max && (
            <AddRowButton column onClick={() => add(newRow)} testId={addTestId}>
              {addLabel}
            </AddRowButton>
          )}
        </>
      )}
    </Form.List>
  )
}
