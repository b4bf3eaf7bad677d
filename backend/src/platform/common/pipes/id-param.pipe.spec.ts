import { MESSAGE_CODES } from '@uaq/contract';
import { NotFoundError } from '../errors/app-error';
import { IdParamPipe } from './id-param.pipe';

describe('IdParamPipe', () => {
  const pipe = new IdParamPipe(MESSAGE_CODES.application.jobNotFound);

  it('turns a positive integer into a number', () => {
    expect(pipe.transform('42')).toBe(42);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '01', '99999999999'])('answers the 404 text for %j', (value) => {
    expect(() => pipe.transform(value)).toThrow(new NotFoundError(MESSAGE_CODES.application.jobNotFound));
  });
});
