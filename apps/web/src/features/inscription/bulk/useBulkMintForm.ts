import { useInscribe } from '../useInscribe.ts'
import { useMintBlock } from '../useMintBlock.ts'
import { useMintGuard } from '../useMintGuard.tsx'

/**
 * The mint form both bulk mint pages start from: what to mint (useInscribe), whether its tick lets
 * it be minted now (useMintBlock) and the confirmation asked before a mint (useMintGuard, whose
 * `contextHolder` the page renders).
 *
 * @example
 * const mintForm = useBulkMintForm()
 * if (mintForm.block) return
 */
export function useBulkMintForm() {
  const form = useInscribe('mint')
  const { inscription, block, lim } = useMintBlock(form.check)
  const { guard, contextHolder } = useMintGuard()
  return { form, inscription, block, lim, guard, contextHolder }
}
