import { inscriptionConventionOf } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { protocolIdOf } from '@tokenbox/core/inscription/inscriptionProtocols.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex, Form, InputNumber } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { CreateSubmitFooter } from '../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../app/transactions/StepsProgress.tsx'
import { useIsMobile } from '../../base/useIsMobile.ts'
import { InscribeColumns } from './InscribeColumns.tsx'
import { InscribeFields } from './InscribeFields.tsx'
import { InscribeResult } from './InscribeResult.tsx'
import { InscriptionBytes } from './InscriptionBytes.tsx'
import { customProtocol, type InscribeDraft, type InscribeOp } from './inscribeDraft.ts'
import { TickStatusCard } from './TickStatusCard.tsx'
import { type InscribeForm, useInscribe } from './useInscribe.ts'
import { useMintGuard } from './useMintGuard.tsx'

/**
 * One tab of `/ins/pr` (Deploy or Mint): the form, the exact bytes, the tick's indexer status and
 * the run with its result. On a desktop the bytes and the tick stand beside the form; on a phone
 * they come between the fields and the button, so both are read before paying.
 */
export function InscribePanel({ op, repeat = false }: { op: InscribeOp; repeat?: boolean }) {
  const { t } = useTranslation(['inscription', 'errors'])
  const { address } = useConnection()
  const isMobile = useIsMobile()
  const form = useInscribe(op)
  const { guard, contextHolder } = useMintGuard()
  const [times, setTimes] = useState<number | null>(1)
  /** The indexer is being asked before a mint: the button waits and the last result is put away. */
  const [checking, setChecking] = useState(false)
  /** A mint passes the guard (free ids, the confirm before what would not count); a deploy goes as it is. */
  const send = async () => {
    const count = repeat ? (times ?? 1) : 1
    const { check } = form
    if (checking) return
    if (op !== 'mint' || !check.ok || check.inscription.op !== 'mint' || form.running)
      return form.submit(count)
    setChecking(true)
    const decided = await guard(check.inscription, count).finally(() => setChecking(false))
    if (decided) await form.submit(count, decided)
  }
  const prefix = `inscribe-${op}`
  const { p, tick, amt, id } = tickOf(form)
  const tickCard = <TickStatusCard op={op} p={p} tick={tick} amt={amt} id={id} withBalance={repeat} />
  const bytes = (
    <InscriptionBytes
      check={form.check}
      prefix={prefix}
      inline={isMobile}
      decoded={form.draft.mode === 'hex'}
    />
  )
  return (
    <InscribeColumns
      side={
        <>
          {tickCard}
          {bytes}
        </>
      }
    >
      {(inline) => (
        <Panel title={t(`form.title.${op}`)} data-testid={`${prefix}-form`}>
          {contextHolder}
          <InscribeFields op={op} form={form} easyOnly={repeat} />
          {repeat && (
            <Form layout="vertical" component="div" disabled={form.running}>
              <Form.Item label={t('form.times')} extra={t('form.timesHint')} htmlFor={`${prefix}-times`}>
                <InputNumber
                  id={`${prefix}-times`}
                  min={1}
                  max={maxTimes}
                  precision={0}
                  value={times}
                  onChange={setTimes}
                  style={{ width: '100%' }}
                  data-testid={`${prefix}-times`}
                />
              </Form.Item>
            </Form>
          )}
          {inline}
          <Flex vertical gap={16}>
            <CreateSubmitFooter
              connected={Boolean(address)}
              busy={form.running || checking}
              label={t(`submit.${op}`)}
              submitTestId={`${prefix}-submit`}
              onClick={() => void send()}
            />
          </Flex>
          {(form.running || form.result) && !checking && (
            <Flex vertical gap={16} style={{ marginTop: 20 }}>
              {repeat ? (
                <StepsProgress
                  layout="list"
                  steps={form.steps}
                  titles={form.steps.map((_, index) => t('progress.mintNumber', { number: index + 1 }))}
                  progress={form.progress}
                  result={form.result}
                  testId={`${prefix}-progress`}
                />
              ) : (
                <StepsProgress
                  layout="stages"
                  stages={['initiating', 'awaitingConfirmation', 'generating']}
                  progress={form.progress}
                  result={form.result}
                  testId={`${prefix}-progress`}
                />
              )}
              <InscribeResult
                result={form.result}
                prefix={prefix}
                notCounted={form.notCounted}
                numbered={form.numbered}
              />
            </Flex>
          )}
        </Panel>
      )}
    </InscribeColumns>
  )
}

/** The most mints one run sends: each is its own transaction, confirmed in the wallet one by one. */
const maxTimes = 20

/**
 * The tick the card asks the indexer about: the checked inscription's, or in easy mode (before
 * every field is valid) the protocol and tick typed so far, as the indexer stores them.
 */
function tickOf(form: InscribeForm): { p?: string; tick?: string; amt?: bigint; id?: bigint } {
  const { check, draft } = form
  if (check.ok) {
    const { inscription } = check
    return {
      p: inscription.p,
      tick: inscription.tick,
      amt: 'amt' in inscription ? BigInt(inscription.amt) : undefined,
      id: 'id' in inscription && inscription.id !== undefined ? BigInt(inscription.id) : undefined,
    }
  }
  if (draft.mode !== 'easy' || !draft.tick.trim()) return {}
  try {
    const p = protocolIdOf(protocolLabel(draft))
    const tick = draft.tick.trim()
    // As the index keys it: the account model's ticks in lower case, the item model's as written.
    return { p, tick: inscriptionConventionOf(p).model === 'account' ? tick.toLowerCase() : tick }
  } catch {
    return {}
  }
}

const protocolLabel = (draft: InscribeDraft) =>
  draft.protocol === customProtocol ? draft.customProtocol : draft.protocol
