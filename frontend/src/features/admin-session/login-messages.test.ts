import { loginFailureMessage, tokenFromLoginBody } from './login-messages';
import { adminSessionTexts } from './texts';

describe('login response reading', () => {
  it('finds the token inside data or at the top level', () => {
    expect(tokenFromLoginBody({ success: true, data: { token: 'a.b.c' } })).toBe('a.b.c');
    expect(tokenFromLoginBody({ success: true, token: 'x.y.z' })).toBe('x.y.z');
    expect(tokenFromLoginBody({ success: true, data: {} })).toBeNull();
    expect(tokenFromLoginBody('nonsense')).toBeNull();
  });

  it("shows the server's message, else the generic failure", () => {
    expect(loginFailureMessage({ message: 'Invalid username or password' })).toBe(
      'Invalid username or password',
    );
    expect(loginFailureMessage({})).toBe(adminSessionTexts.failed);
    expect(loginFailureMessage(undefined)).toBe(adminSessionTexts.failed);
  });
});
