import { InvalidInputError } from '../common/errors/app-error';
import { EnquiryIdPipe } from './enquiry-id.pipe';

describe('EnquiryIdPipe', () => {
  const pipe = new EnquiryIdPipe();

  it.each(['1', '42', '2147483647'])('reads %s as a number', (value) => {
    expect(pipe.transform(value)).toBe(Number(value));
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', ' 1', '2147483648', '99999999999'])(
    'refuses %p with a 400',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(InvalidInputError);
    },
  );
});
