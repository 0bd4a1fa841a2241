/** The ledger's typed failures. Both are `EngineError`s, so a handler answers them translated. */
import { EngineError } from '../core';

/**
 * A movement would take an available or frozen balance below zero. The wire text is the spec's
 * "Insufficient wallet balance" (`error.insufficientBalance`, all ten locales); the fields say which one.
 */
export class InsufficientBalanceError extends EngineError {
  constructor(
    readonly user: number,
    readonly account: string,
    readonly currency: number,
    readonly part: 'available' | 'frozen',
    /** What that part would have become (a negative amount). */
    readonly wouldBe: string,
  ) {
    super('error.insufficientBalance');
    this.name = 'InsufficientBalanceError';
  }
}

/** An amount that is not a positive decimal with at most 8 places (or a fee above its amount). */
export class InvalidAmountError extends EngineError {
  constructor(readonly value: unknown) {
    super('error.amountInvalid');
    this.name = 'InvalidAmountError';
  }
}
