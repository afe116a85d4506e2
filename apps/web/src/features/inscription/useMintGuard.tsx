import { useQueryClient } from '@tanstack/react-query'
import { mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { fetchFreeMintIds } from '@tokenbox/core/inscription/mintItems.ts'
import { planMintSend } from '@tokenbox/core/inscription/planMintSend.ts'
import { tickStatusQueryOptions } from '@tokenbox/core/inscription/tickQuery.ts'
import type { TickStatus } from '@tokenbox/core/inscription/tickStatus.ts'
import type { Inscription } from '@tokenbox/core/inscription/types.ts'
import { type ButtonProps, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'

/** What a confirmed mint sends, and whether the user chose to send mints the indexer would not count. */
export type GuardedMint = { texts: string[]; notCounted: boolean }

/**
 * The last check before a mint leaves the page (core's planMintSend, on the indexer's answer read
 * afresh): a numbered mint gets a free id per transaction, and a mint that would not count (the
 * tick fully minted, the id taken, fewer ids left than mints) is sent only after the user confirms
 * it in a dialog. `guard` resolves to what to send, or undefined when the user cancels; render
 * `contextHolder` in the page.
 *
 * @example
 * const { guard, contextHolder } = useMintGuard()
 * const decided = await guard(check.inscription, 3)
 * if (decided) await form.submit(decided)
 */
export function useMintGuard() {
  const { t } = useTranslation('inscription')
  const { chainId } = useConnectedChainEntry()
  const queryClient = useQueryClient()
  const [modal, contextHolder] = Modal.useModal()

  const guard = async (
    mint: Extract<Inscription, { op: 'mint' }>,
    count: number,
  ): Promise<GuardedMint | undefined> => {
    let status: TickStatus | { kind: 'unreadable' } | undefined
    let freeIds: string[] | 'unreadable' | undefined
    if (chainId !== undefined) {
      // A read that fails is said as such: planMintSend then asks before sending anything unchecked.
      status = await queryClient
        .fetchQuery({ ...tickStatusQueryOptions({ chainId, p: mint.p, tick: mint.tick }), staleTime: 0 })
        .catch(() => ({ kind: 'unreadable' as const }))
      if (mintIsNumbered(mint.p) && status?.kind === 'indexed' && status.tick)
        freeIds = await fetchFreeMintIds(chainId, mint.p, mint.tick, count, mint.id).catch(
          () => 'unreadable' as const,
        )
    }
    const plan = planMintSend({ mint, count, status, freeIds })
    if (plan.kind === 'send') return { texts: plan.texts, notCounted: false }
    const copy =
      plan.kind === 'confirmFull'
        ? {
            title: t('confirm.fullTitle', { tick: mint.tick }),
            content: t('confirm.fullBody'),
            ok: t('confirm.sendAnyway'),
          }
        : plan.kind === 'confirmUnreadable'
          ? {
              title: t('confirm.unreadableTitle'),
              content: t('confirm.unreadableBody'),
              ok: t('confirm.sendUnchecked'),
            }
          : plan.kind === 'confirmTaken'
            ? {
                title: t('confirm.takenTitle', { id: plan.id }),
                content: t('confirm.takenBody', { instead: plan.instead }),
                ok: t('confirm.sendInstead', { instead: plan.instead }),
              }
            : {
                title: t('confirm.partialTitle', { left: plan.left }),
                content: t('confirm.partialBody'),
                ok: t('confirm.sendLeft', { left: plan.left }),
              }
    const confirmed = await modal.confirm({
      title: copy.title,
      content: copy.content,
      okText: copy.ok,
      cancelText: t('confirm.cancel'),
      okButtonProps: { 'data-testid': 'mint-confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'mint-confirm-cancel' } as ButtonProps,
    })
    if (!confirmed) return undefined
    return { texts: plan.texts, notCounted: plan.kind === 'confirmFull' }
  }
  return { guard, contextHolder }
}
