import type { Create2Target } from '@tokenbox/core/vanity/create2Target.ts'
import type { VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { VanityFound, VanitySaltFound, VanitySearchError } from '@tokenbox/core/vanity/vanitySearch.ts'
import { useEffect, useRef, useState } from 'react'
import { createSpeedMeter } from './vanitySpeed.ts'
import { createVanityGpuWorker, startVanitySearch, type VanitySearchHandle } from './vanityWorkerPool.ts'

/** The spec's statuses of the vanity generator. */
export type VanityStatus = 'waiting' | 'running' | 'found' | 'error' | 'stopped'

/** A verified result (a key, or a CREATE2 salt), kept only in this page's memory. */
export type VanityResult = (VanityFound | (VanitySaltFound & { initCode?: `0x${string}` })) & {
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
  /** What runs the search: the GPU (its adapter's name) or WebAssembly workers. */
  engine?: VanityEngine
  error?: VanitySearchError
}

export type VanityEngine = { kind: 'gpu'; name: string } | { kind: 'cpu'; workers: number }

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

  const start = (input: VanityPatternInput, workers: number, create2?: Create2Target, gpuName?: string) => {
    // On the GPU (one worker drives it) when the page chose it, else the WebAssembly workers.
    const engine: VanityEngine = gpuName ? { kind: 'gpu', name: gpuName } : { kind: 'cpu', workers }
    handle.current?.stop()
    const began = performance.now()
    const meter = createSpeedMeter(began)
    let attempts = 0
    const elapsed = () => (performance.now() - began) / 1000
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
        speed: previous.speed > 0 ? previous.speed : meter.final(performance.now(), attempts),
        ...(error ? { error } : {}),
      }))
    }
    setRun({
      status: 'running',
      attempts: 0,
      speed: 0,
      seconds: 0,
      workers: engine.kind === 'gpu' ? 1 : workers,
      engine,
    })
    window.clearInterval(clock.current)
    clock.current = window.setInterval(
      () =>
        setRun((previous) =>
          previous.status === 'running' ? { ...previous, seconds: elapsed() } : previous,
        ),
      500,
    )
    handle.current = startVanitySearch(
      input,
      engine.kind === 'gpu' ? 1 : workers,
      {
        onProgress: (total) => {
          attempts = total
          meter.sample(performance.now(), total)
          setRun((previous) => ({ ...previous, attempts: total, speed: meter.current() }))
        },
        onFound: (found, total) => {
          attempts = Math.max(attempts, total)
          setResults((previous) => [
            {
              ...found,
              ...(create2?.initCode ? { initCode: create2.initCode } : {}),
              id: Date.now(),
              input,
              attempts: total,
              seconds: elapsed(),
            },
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
      },
      engine.kind === 'gpu' ? createVanityGpuWorker : undefined,
      create2,
    )
  }

  const stop = () => handle.current?.stop()

  const remove = (id: number) => setResults((previous) => previous.filter((result) => result.id !== id))

  return { run, results, start, stop, remove }
}
