import { presaleLimits } from '@tokenbox/core/launchpad/validatePresaleDraft.ts'
import { Col, Divider, Form, Row } from 'antd'
import { useTranslation } from 'react-i18next'
import { AddRowButton, PresaleField, RemoveRowColumn } from './PresaleField.tsx'

/** The phases of a multi-period sale: each with its rate, cap and window. */
export function PhaseFields({ coinSymbol }: { coinSymbol: string }) {
  const { t } = useTranslation('launchpad')
  return (
    <Form.List name="phases">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Col xs={24} key={field.key}>
              <Divider titlePlacement="start" plain>
                {t('form.phase', { number: index + 1 })}
              </Divider>
              <Row gutter={16}>
                <PresaleField
                  kind="amount"
                  path={`phases.${index}.rate`}
                  listField={field.name}
                  label={t('form.rate', { coin: coinSymbol })}
                  md={6}
                />
                <PresaleField
                  kind="amount"
                  path={`phases.${index}.hardCap`}
                  listField={field.name}
                  label={t('form.phaseCap', { coin: coinSymbol })}
                  md={6}
                />
                <PresaleField
                  kind="date"
                  path={`phases.${index}.startTime`}
                  listField={field.name}
                  label={t('form.startTime')}
                  xs={12}
                  md={5}
                />
                <PresaleField
                  kind="date"
                  path={`phases.${index}.endTime`}
                  listField={field.name}
                  label={t('form.endTime')}
                  dependencies={[['phases', field.name, 'startTime']]}
                  xs={12}
                  md={5}
                />
                <RemoveRowColumn
                  xs={24}
                  md={2}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              </Row>
            </Col>
          ))}
          {fields.length < presaleLimits.maxPhases && (
            <AddRowButton
              column
              onClick={() => add({ rate: '', hardCap: '', startTime: undefined, endTime: undefined })}
              testId="presale-add-phase"
            >
              {t('form.addPhase')}
            </AddRowButton>
          )}
        </>
      )}
    </Form.List>
  )
}
