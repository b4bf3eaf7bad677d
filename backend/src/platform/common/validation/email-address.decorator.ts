import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { isEmailAddress, normaliseEmailAddress } from '@uaq/contract';

/**
 * Brings an e-mail field to the contract's one form before validation (trimmed, NFC, domain in
 * lower-case ASCII), so every DTO stores, compares and counts the same string for the same address.
 * Text that is no address is only trimmed, for IsEmailAddress to refuse.
 */
export const NormaliseEmailAddress = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normaliseEmailAddress(value) ?? value.trim()) : value,
  );

/** The contract's e-mail rule (the spec's pattern, and a domain IDNA accepts) on a DTO field. */
export const IsEmailAddress = (message: string) =>
  ValidateBy(
    {
      name: 'isEmailAddress',
      validator: { validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value) },
    },
    { message },
  );
