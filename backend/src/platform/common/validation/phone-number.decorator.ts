import { ValidateBy } from 'class-validator';
import { isPhoneNumber } from '@uaq/contract/phone';
import { MESSAGE_CODES } from '@uaq/contract';

/** The contract's phone rule (UAE or international number) on a DTO field, with its message. */
export const IsPhoneNumber = () =>
  ValidateBy(
    {
      name: 'isPhoneNumber',
      validator: { validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value) },
    },
    { message: MESSAGE_CODES.phone.phoneInvalid },
  );
