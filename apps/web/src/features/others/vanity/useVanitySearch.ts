import type { VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { VanityFound, VanitySearchError } from '@tokenbox/core/vanity/vanitySearch.ts'
import { useEffect, useRef, useState } from 'react'
import { startVanitySearch, type VanitySearchHandle } from './vanityWorkerPool.ts'

/** The spec's statuses of the vanity generator. */
export type VanityStatus = 'waiting' | 'running' | 'found' | 'error' | 'stopped'

/** A verified result, kept only in this page's memory. */
export type VanityResult = VanityFound & {
  id: number
  input: VanityPatternInput
  attempts: number
  seconds: number
}

export type VanityRun = {
  status: VanityStatus
  attempts: number
  /** Addresses per second over the last few seconds (kept after the run for estimates). */
  speed: number
  seconds: number
  workers: number
  error?: VanitySearchError
}

/** Speed is measured over this window so it follows changes (other load, fewer workers) quickly. */
const speedWindowMs = 3000

/**
 * Runs vanity searches in workers and keeps the live figures and the verified results. Results
 * (with their private keys) live only in this hook's state: never in storage, never in a request
 * or a log; leaving the screen stops the workers and drops them.
 *
 * @example
 * const { run, results, start, stop } = useVanitySearch()
 */
export function useVanitySearch() {
  const [run, setRun] = useState<VanityRun>({
    status: 'waiting',
    attempts: 0,
    speed: 0,
    seconds: 0,
    workers: 0,
  })
  const [results, setResults] = useState<VanityResult[]>([])
  const handle = useRef<VanitySearchHandle | null>(null)
  const clock = useRef<number | undefined>(undefined)

  useEffect(
    () => () => {
      handle.current?.stop()
      window.clearInterval(clock.current)
    },
    [],
  )

  const start = (input: VanityPatternInput, workers: number) => {
    handle.current?.stop()
    const began = performance.now()
    // filled from the workers' first (ready) progress event on: start-up is not search speed
    const samples: { time: number; attempts: number }[] = []
    let attempts = 0
    const elapsed = () => (performance.now() - began) / 1000
    const speed = (now = samples.at(-1)) => {
      const first = samples[0]
      return first && now && now.time - first.time > 50
        ? ((now.attempts - first.attempts) * 1000) / (now.time - first.time)
        : 0
    }
    const finish = (status: VanityStatus, error?: VanitySearchError) => {
      window.clearInterval(clock.current)
      handle.current = null
      const seconds = elapsed()
      setRun((previous) => ({
        ...previous,
        status,
        attempts,
        seconds,
        // a match found before the second progress event still leaves a measured speed
        speed: previous.speed > 0 ? previous.speed : speed({ time: performance.now(), attempts }),
        ...(error ? { error } : {}),
      }))
    }
    setRun({ status: 'running', attempts: 0, speed: 0, seconds: 0, workers })
    window.clearInterval(clock.current)
    clock.current = window.setInterval(
      () =>
        setRun((previous) =>
          previous.status === 'running' ? { ...previous, seconds: elapsed() } : previous,
        ),
      500,
    )
    handle.current = startVanitySearch(input, workers, {
      onProgress: (total) => {
        attempts = total
        const time = performance.now()
        samples.push({ time, attempts: total })
        while (samples.length > 2 && time - samples[0]!.time > speedWindowMs) samples.shift()
        setRun((previous) => ({ ...previous, attempts: total, speed: speed() }))
      },
      onFound: (found, total) => {
        attempts = Math.max(attempts, total)
        setResults((previous) => [
          { ...found, id: Date.now(), input, attempts: total, seconds: elapsed() },
          ...previous,
        ])
        finish('found')
      },
      onError: (error, total) => {
        attempts = Math.max(attempts, total)
        finish('error', error)
      },
      onStopped: (total) => {
        attempts = Math.max(attempts, total)
        finish('stopped')
      },
    })
  }

  const stop = () => handle.current?.stop()

  const remove = (id: number) => setResults((previous) => previous.filter((result) => result.id !== id))

  return { run, results, start, stop, remove }
}
