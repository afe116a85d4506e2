import type { FieldIssue } from '@tokenbox/core/forms/fieldIssues.ts'
import { parseCreate2Target } from '@tokenbox/core/vanity/create2Target.ts'
import { parseVanityPattern, type VanityPatternInput } from '@tokenbox/core/vanity/vanityPattern.ts'
import type { TFunction } from 'i18next'
import type { GpuAdapterSummary } from './vanityWorkerPool.ts'

/** Where the search runs: the GPU on real hardware (Automatic), the GPU anyway, or the workers. */
export type VanityEngineChoice = 'auto' | 'gpu' | 'cpu'

export type VanityFormValues = VanityPatternInput & { workers: number; engine: VanityEngineChoice }

/** The refusal for one field of the whole request (prefix and suffix are checked together). */
export function fieldIssue(values: VanityFormValues, field: 'text' | 'suffix'): FieldIssue {
  const parsed = parseVanityPattern(values)
  if (parsed.ok || parsed.field !== field) return undefined
  return { key: parsed.issue, params: { field: field === 'text' ? 'form.text' : 'form.suffix' } }
}

/** The refusal of a CREATE2 field (deployer or init code), checked only in that mode. */
export function create2Issue(values: VanityFormValues, field: 'deployer' | 'initCode'): FieldIssue {
  if (values.target !== 'create2') return undefined
  const parsed = parseCreate2Target({ deployer: values.deployer ?? '', initCode: values.initCode ?? '' })
  return parsed.ok || parsed.field !== field ? undefined : { key: parsed.issue }
}

/** What Automatic does on this browser. */
export function engineNote(t: TFunction, gpu: GpuAdapterSummary | undefined): string {
  if (gpu === undefined) return t('form.engineNoteNone')
  return gpu.software
    ? t('form.engineNoteSoftware', { name: gpu.name })
    : t('form.engineNoteGpu', { name: gpu.name })
}

export function textLabel(t: TFunction, match: VanityPatternInput['match']): string {
  return match === 'contains' ? t('form.contains') : t('form.prefix')
}
