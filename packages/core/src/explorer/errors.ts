import { BaseError } from '../errors/BaseError.ts'

/**
 * The explorer compiled the submitted input and it did not reproduce the deployed bytecode (or
 * the input was refused): `checkverifystatus` answered "Fail - ...". The cause is the explorer's
 * reply as a ReplyRejectedError, so `toErrorMessage` shows it as `requestFailed` with the
 * explorer's own text rather than a generic failure.
 */
export class SourceVerificationFailedError extends BaseError {
  guid: string
  reason: string
  constructor({ guid, reason, cause }: { guid: string; reason: string; cause?: unknown }) {
    super(`Source verification failed: ${reason}`, {
      cause,
      metaMessages: [`GUID: ${guid}`],
      name: 'SourceVerificationFailedError',
    })
    this.guid = guid
    this.reason = reason
  }
}

/**
 * The explorer neither verified nor failed the contract within the time `verifySource` allows
 * (its queue was slow, or it kept rate-limiting us). The job may still finish on the explorer:
 * `guid` (when one was issued) lets a later `checkVerificationStatus` find out.
 */
export class SourceVerificationTimeoutError extends BaseError {
  guid: string | undefined
  timeoutMs: number
  constructor({ guid, timeoutMs, cause }: { guid?: string | undefined; timeoutMs: number; cause?: unknown }) {
    super(`Source verification did not finish within ${timeoutMs} ms.`, {
      cause,
      metaMessages: guid ? [`GUID: ${guid}`] : [],
      name: 'SourceVerificationTimeoutError',
    })
    this.guid = guid
    this.timeoutMs = timeoutMs
  }
}

/**
 * A "Sourcecode Verify" step found no deployed contract among the earlier results (a flow built
 * without its deploy step, or a wrong `deployStepIndex`): a programming error, reported plainly.
 */
export class VerifyTargetMissingError extends BaseError {
  constructor({ deployStepIndex }: { deployStepIndex?: number | undefined }) {
    super('No deployed contract to verify.', {
      metaMessages: [
        deployStepIndex === undefined
          ? 'No deploy step ran before.'
          : `Step ${deployStepIndex} deployed nothing.`,
      ],
      name: 'VerifyTargetMissingError',
    })
  }
}

/**
 * One block holds more logs of a filter than an Etherscan-style `getLogs` can list (page x offset
 * is capped at 10,000 and a block cannot be split further), so the explorer cannot give them all.
 * The caller reads them elsewhere (the node), rather than miss some.
 */
export class ExplorerBlockTooBusyError extends BaseError {
  blockNumber: bigint
  constructor(blockNumber: bigint) {
    super(`Block ${blockNumber} holds more logs than the explorer can list.`, {
      name: 'ExplorerBlockTooBusyError',
    })
    this.blockNumber = blockNumber
  }
}
