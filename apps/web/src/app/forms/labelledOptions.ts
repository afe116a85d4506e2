import type { TFunction } from 'i18next'

/**
 * The choices of a Radio.Group, Segmented or Select from each value's label key, worded by `t`, in
 * the order given.
 *
 * @example
 * options={labelledOptions(t, { lock: 'protect.lock', burn: 'protect.burn' })}
 */
export function labelledOptions<Value extends string>(
  t: TFunction,
  labels: Record<Value, string>,
): { value: Value; label: string }[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: t(labels[value] as string) }))
}
