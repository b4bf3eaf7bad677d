/** Texts of the admin session (translate here). The login texts are the spec's, word for word. */
export const adminSessionTexts = {
  title: 'Admin Login Required',
  intro: 'Please log in to access the admin panel.',
  username: 'Username',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
  tokenMissing: 'Authentication token not found in response.',
  failed: 'Login failed. Please check your credentials.',
  networkError: 'An error occurred during login. Please try again.',
  checking: 'Checking your session...',
  logout: 'Logout',
  signedInAs: (username: string) => `Signed in as ${username}`,
} as const;
