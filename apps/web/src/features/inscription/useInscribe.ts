import { inscribeSteps } from '@tokenbox/core/inscription/inscribeSteps.ts'
import { mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { isProtocolId } from '@tokenbox/core/inscription/inscriptionProtocols.ts'
import { readFreeMintIds } from '@tokenbox/core/inscription/mintItems.ts'
import type { RunStepsResult, Step } from '@tokenbox/core/transactions/types.ts'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useStepRunner } from '../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import {
  checkInscribeDraft,
  defaultInscribeDraft,
  draftProtocol,
  type InscribeDraft,
  type InscribeMode,
  type InscribeOp,
} from './inscribeDraft.ts'
import type { GuardedMint } from './useMintGuard.tsx'

/**
 * The spec's inscribe results (spec 001 section 4); terminated is the user declining in the wallet;
 * notCounted a mint sent after the user confirmed the indexer would not count it.
 */
export type InscribeOutcome = 'success' | 'failed' | 'terminated' | 'notCounted'

/** How soon the form asks the indexer again for a free mint number when it had none (the tick card's pace). */
const freeIdRetryMs = 4_000
/** How soon the form asks again for a free id while the index has not read its last send (it polls every second). */
const indexCatchUpMs = 1_000

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
  const [notCounted, setNotCounted] = useState(false)
  /**
   * The run on screen sent numbered mints (each with an id): its result says whether they counted.
   * Kept from the submit, not read off the form, whose id moves on to the next free one (or to
   * nothing once the tick is full) while the result is still being counted.
   */
  const [numbered, setNumbered] = useState(false)
  const [idRound, setIdRound] = useState(0)
  /** The indexer could not be read for a free mint number: the form says so, the user types one. */
  const [freeIdUnreadable, setFreeIdUnreadable] = useState(false)
  const check = useMemo(() => checkInscribeDraft(op, draft), [op, draft])
  const { chainId } = useConnectedChainEntry()

  // A numbered mint (ERC-20 and the labels without rules of their own) needs an id nobody minted:
  // the form fills one in from the indexer until the user types their own, and again after a send.
  const protocol = draftProtocol(draft).trim().toLowerCase()
  const tickTyped = draft.tick.trim()
  const autoId = op === 'mint' && draft.mode === 'easy' && isProtocolId(protocol) && mintIsNumbered(protocol)
  const typedId = edited.has('id')
  /** The protocol and tick whose free id the form holds (`p:tick`). */
  const idFilledFor = useRef<string | undefined>(undefined)
  /** The last block of the last send: the next free id must come from an index that has read it. */
  const sentThrough = useRef(-1)
  useEffect(() => {
    if (!autoId || typedId || !tickTyped || chainId === undefined || idRound < 0) return
    let live = true
    let retry: ReturnType<typeof setTimeout> | undefined
    readFreeMintIds(chainId, protocol, tickTyped, 1).then(
      (reply) => {
        if (!live) return
        setFreeIdUnreadable(false)
        // After a send, an answer from before the index read its mints would offer an id just
        // taken: asked again until it has.
        if (reply?.indexedBlock !== undefined && (reply.indexedBlock ?? -1) < sentThrough.current) {
          retry = setTimeout(() => setIdRound((round) => round + 1), indexCatchUpMs)
          return
        }
        const ids = reply?.ids
        // None left once this tick's id was filled in (the tick is full now: the mint just sent
        // took the last): the id stays, so Mint still reaches the guard, which says the tick is
        // full and asks, instead of a form that refuses for want of an id. Another tick's id goes.
        const tickKey = `${protocol}:${tickTyped}`
        const keep = !ids?.[0] && idFilledFor.current === tickKey
        if (ids?.[0]) idFilledFor.current = tickKey
        setDraft((current) => ({ ...current, id: ids?.[0] ?? (keep ? current.id : '') }))
        // No id yet (the indexer has not read the tick's deploy, or it is full): ask again shortly.
        if (!ids?.[0]) retry = setTimeout(() => setIdRound((round) => round + 1), freeIdRetryMs)
      },
      () => live && setFreeIdUnreadable(true),
    )
    return () => {
      live = false
      clearTimeout(retry)
    }
  }, [autoId, typedId, tickTyped, protocol, chainId, idRound])

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

  /**
   * Sends the checked inscription `count` times (Inscription Mint repeats a mint), the wallet asked
   * once per transaction; a mint comes with what `useMintGuard` decided (its texts, one per
   * transaction, and whether the user chose to send what would not count).
   */
  const submit = async (count = 1, guarded?: GuardedMint) => {
    setSubmitted(true)
    if (!check.ok || running) return
    const next = guarded
      ? inscribeSteps({ texts: guarded.texts })
      : inscribeSteps({ text: check.text, count })
    setNotCounted(guarded?.notCounted ?? false)
    setNumbered(check.inscription.op === 'mint' && check.inscription.id !== undefined)
    setSteps(next)
    const sent = await run(next)
    sentThrough.current = Math.max(
      sentThrough.current,
      ...sent.results.map((step) => Number(step.receipt?.blockNumber ?? -1)),
    )
    // The id just sent is taken now (counted or not): the next mint gets another.
    setIdRound((round) => round + 1)
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
    outcome: notCounted && outcomeOf(result) === 'success' ? ('notCounted' as const) : outcomeOf(result),
    notCounted,
    numbered,
    freeIdUnreadable,
  }
}

export type InscribeForm = ReturnType<typeof useInscribe>
