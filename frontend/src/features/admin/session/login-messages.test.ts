import { loginFailureMessage } from './login-messages';

describe('login response reading', () => {
  it("shows the server's message, else the generic failure", () => {
    expect(loginFailureMessage({ message: 'Invalid username or password' }, 'failed')).toBe(
      'Invalid username or password',
    );
    expect(loginFailureMessage({}, 'failed')).toBe('failed');
    expect(loginFailureMessage(undefined, 'failed')).toBe('failed');
  });
});
