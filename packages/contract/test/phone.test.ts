import { isPhoneNumber } from '../src/phone.ts';

describe('the phone rule', () => {
  it.each([
    '050 123 4567',
    '0501234567',
    '+971 50 123 4567',
    '00971 50 123 4567',
    '06 766 0000',
    '+971 6 766 0000',
    '(06) 766-0000',
    '+44 20 7946 0958',
    '+91 98765 43210',
  ])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    'abc',
    '',
    '   ',
    '1',
    '123',
    '050 123',
    '+971 50 123 4567 89',
    '050-ABC-4567',
    'Al Raas;=1+1',
    '+999 123 456',
  ])('refuses %p', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});
