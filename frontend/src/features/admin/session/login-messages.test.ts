import { loginFailureMessage } from './login-messages';
import { adminSessionTexts } from './texts';

describe('login response reading', () => {
  it("shows the server's message, else the generic failure", () => {
    expect(loginFailureMessage({ message: 'Invalid username or password' })).toBe(
      'Invalid username or password',
    );
    expect(loginFailureMessage({})).toBe(adminSessionTexts.failed);
    expect(loginFailureMessage(undefined)).toBe(adminSessionTexts.failed);
  });
});
