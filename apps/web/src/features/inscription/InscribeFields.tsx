import { inscriptionConventionOf, mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { Col, Form, Input, Row, Segmented, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  customProtocol,
  draftProtocol,
  type InscribeDraft,
  type InscribeMode,
  protocolChoices,
} from './inscribeDraft.ts'
import type { InscribeForm } from './useInscribe.ts'

const modes: readonly InscribeMode[] = ['easy', 'text', 'hex']

/** The draft field each of core's inscription fields is typed in, in easy mode. */
const draftFieldOf = {
  p: 'customProtocol',
  op: 'tick',
  tick: 'tick',
  max: 'max',
  lim: 'lim',
  amt: 'amt',
  id: 'id',
} as const satisfies Record<string, keyof InscribeDraft>

/**
 * The inscribe form's inputs: the mode (easy, text, hex), then in easy mode the protocol (the
 * spec's 32 labels or a custom one), the tick and the amounts of the tab's operation, each with
 * its own message; in text and hex mode one box, refused as a whole with the spec's sentence
 * ("Text or hex inscription string format is incomplete") and the reason below it.
 */
export function InscribeFields({
  op,
  form,
  easyOnly = false,
}: {
  op: 'deploy' | 'mint'
  form: InscribeForm
  /** Only the fields (Inscription Mint): no text or hex mode. */
  easyOnly?: boolean
}) {
  const { t } = useTranslation('inscription')
  const { draft, change, check } = form
  const prefix = `inscribe-${op}`

  /** The message under `name` in easy mode, or undefined. */
  const issueOf = (name: keyof InscribeDraft, label: string) => {
    if (check.ok || !check.field || draft.mode !== 'easy' || !form.shows(name)) return undefined
    const owner =
      check.field === 'p' && draft.protocol !== customProtocol ? 'protocol' : draftFieldOf[check.field]
    if (owner !== name) return undefined
    if (!draft[name].trim()) return t('validation.empty', { field: label })
    return check.problem === 'opMismatch'
      ? undefined
      : t(`field.${check.problem}`, t(`problem.${check.problem}`))
  }
  const item = (name: keyof InscribeDraft, label: string) => {
    const issue = issueOf(name, label)
    return {
      label,
      // The fields have no Form `name`: the label names its control through htmlFor and the
      // control's id (issue 77 point 19: the inscription form's fields had no accessible name).
      htmlFor: `${prefix}-${name}`,
      validateStatus: issue ? ('error' as const) : undefined,
      help: issue && <span data-testid={`${prefix}-${name}-issue`}>{issue}</span>,
    }
  }
  const textMode = draft.mode !== 'easy'
  // Which public rules count this protocol, or that none were found (the reference rules then).
  const convention = inscriptionConventionOf(draftProtocol(draft))
  const rulesLine = (
    <span data-testid={`${prefix}-rules`} data-model={convention.model}>
      {convention.source
        ? t('form.rulesSource', { source: convention.source.title })
        : t('form.rulesNone', { label: draftProtocol(draft).trim().toUpperCase() || '—' })}
    </span>
  )
  const boxName = draft.mode === 'hex' ? 'hex' : 'text'
  const boxIssue =
    textMode && !check.ok && form.shows(boxName) ? (
      <span data-testid={`${prefix}-format-issue`}>
        {t('validation.incomplete')}
        {check.problem !== 'empty' && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {check.problem === 'opMismatch' ? t(`field.opMismatch.${op}`) : t(`problem.${check.problem}`)}
          </Typography.Text>
        )}
      </span>
    ) : undefined

  return (
    <Form layout="vertical" requiredMark={false} component="div" disabled={form.running}>
      {!easyOnly && (
        <Form.Item label={t('form.mode')} extra={t(`mode.${draft.mode}Hint`)}>
          <Segmented
            block
            value={draft.mode}
            onChange={(mode) => form.switchMode(mode as InscribeMode)}
            options={modes.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
            data-testid={`${prefix}-mode`}
          />
        </Form.Item>
      )}
      {!textMode && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item {...item('protocol', t('form.protocol'))} extra={rulesLine}>
              <Select
                showSearch
                value={draft.protocol}
                onChange={(protocol: string) => change({ protocol })}
                options={protocolChoices.map((choice) => ({
                  value: choice,
                  label: choice === customProtocol ? t('form.protocolCustom') : choice,
                }))}
                id={`${prefix}-protocol`}
                data-testid={`${prefix}-protocol`}
              />
            </Form.Item>
          </Col>
          {draft.protocol === customProtocol && (
            <Col xs={24} md={12}>
              <Form.Item
                {...item('customProtocol', t('form.customProtocol'))}
                tooltip={t('form.customProtocolHint')}
              >
                <Input
                  value={draft.customProtocol}
                  onChange={(event) => change({ customProtocol: event.target.value })}
                  spellCheck={false}
                  id={`${prefix}-customProtocol`}
                  data-testid={`${prefix}-customProtocol`}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item {...item('tick', t('form.tick'))} tooltip={t('form.tickHint')}>
              <Input
                value={draft.tick}
                onChange={(event) => change({ tick: event.target.value })}
                spellCheck={false}
                autoComplete="off"
                id={`${prefix}-tick`}
                data-testid={`${prefix}-tick`}
              />
            </Form.Item>
          </Col>
          {(op === 'deploy'
            ? (['max', 'lim'] as const)
            : mintIsNumbered(draftProtocol(draft))
              ? (['amt', 'id'] as const)
              : (['amt'] as const)
          ).map((name) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item
                {...item(name, t(`form.${name}`))}
                tooltip={name === 'id' ? t('form.idHint') : undefined}
                extra={
                  name === 'id' && form.freeIdUnreadable ? (
                    <span data-testid={`${prefix}-id-unreadable`}>{t('form.idUnreadable')}</span>
                  ) : undefined
                }
              >
                <Input
                  value={draft[name]}
                  onChange={(event) => change({ [name]: event.target.value })}
                  inputMode="numeric"
                  autoComplete="off"
                  id={`${prefix}-${name}`}
                  data-testid={`${prefix}-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
      {textMode && (
        <Form.Item
          label={t(`form.${boxName}`)}
          htmlFor={`${prefix}-${boxName}`}
          extra={t(`form.${boxName}Hint`)}
          validateStatus={boxIssue ? 'error' : undefined}
          help={boxIssue}
        >
          <Input.TextArea
            value={draft[boxName]}
            onChange={(event) => change({ [boxName]: event.target.value })}
            autoSize={{ minRows: 3, maxRows: 10 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            id={`${prefix}-${boxName}`}
            data-testid={`${prefix}-${boxName}`}
          />
        </Form.Item>
      )}
    </Form>
  )
}
