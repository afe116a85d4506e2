import { inscribeSteps } from '@tokenbox/core/inscription/inscribeSteps.ts'
import type { RunStepsResult, Step } from '@tokenbox/core/transactions/types.ts'
import { useMemo, useState } from 'react'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'
import {
  checkInscribeDraft,
  defaultInscribeDraft,
  type InscribeDraft,
  type InscribeMode,
  type InscribeOp,
} from './inscribeDraft.ts'

/** The spec's inscribe results (spec 001 section 4); terminated is the user declining in the wallet. */
export type InscribeOutcome = 'success' | 'failed' | 'terminated'

export function outcomeOf(result: RunStepsResult | null): InscribeOutcome | undefined {
  if (!result) return undefined
  if (result.status === 'done') return 'success'
  return result.message.key === 'transactionTerminated' ? 'terminated' : 'failed'
}

/**
 * One inscribe form (deploy or mint), owned here so the components only render: the draft, core's
 * check of it on every change (the exact text and hex, or why not), mode switches that carry a
 * valid inscription over (easy -> text -> hex and back), and the run of core's inscribe step through
 * the one step runner. Nothing is sent while the check refuses the draft.
 *
 * @example
 * const form = useInscribe('mint')
 * form.change({ tick: 'bnbs', amt: '1000' }) // form.check.text === 'data:,{"p":"bsc-20",…}'
 * await form.submit()
 */
export function useInscribe(op: InscribeOp) {
  const { run, progress, result, running } = useStepRunner()
  const [draft, setDraft] = useState<InscribeDraft>(defaultInscribeDraft)
  const [edited, setEdited] = useState<ReadonlySet<keyof InscribeDraft>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [steps, setSteps] = useState<readonly Step[]>([])
  const check = useMemo(() => checkInscribeDraft(op, draft), [op, draft])

  const change = (values: Partial<InscribeDraft>) => {
    setDraft((current) => ({ ...current, ...values }))
    setEdited((current) => new Set([...current, ...(Object.keys(values) as (keyof InscribeDraft)[])]))
  }

  /** Switches mode; a valid inscription is carried into the new mode's box, so nothing is retyped. */
  const switchMode = (mode: InscribeMode) => {
    setDraft((current) => ({
      ...current,
      mode,
      ...(check.ok && mode === 'text' ? { text: check.text } : {}),
      ...(check.ok && mode === 'hex' ? { hex: check.hex } : {}),
    }))
    setSubmitted(false)
  }

  /** Whether `field`'s refusal is shown: once the user typed in it, or after a refused submit. */
  const shows = (field: keyof InscribeDraft) => submitted || edited.has(field)

  /** Shows every field's refusal, as a refused submit does (a screen with its own send button). */
  const reveal = () => setSubmitted(true)

  /** Sends the checked inscription `count` times (Inscription Mint repeats a mint), the wallet asked once per transaction. */
  const submit = async (count = 1) => {
    setSubmitted(true)
    if (!check.ok || running) return
    const next = inscribeSteps({ text: check.text, count })
    setSteps(next)
    await run(next)
  }

  return {
    draft,
    change,
    switchMode,
    check,
    shows,
    submitted,
    submit,
    reveal,
    steps,
    running,
    progress,
    result,
    outcome: outcomeOf(result),
  }
}

export type InscribeForm = ReturnType<typeof useInscribe>
