import { ValidateBy } from 'class-validator';
import { PHONE_MESSAGES, isPhoneNumber } from '@uaq/contract/phone';

/** The contract's phone rule (UAE or international number) on a DTO field, with its message. */
export const IsPhoneNumber = () =>
  ValidateBy(
    {
      name: 'isPhoneNumber',
      validator: { validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value) },
    },
    { message: PHONE_MESSAGES.phoneInvalid },
  );
