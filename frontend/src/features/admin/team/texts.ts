import { texts } from '@/lib/i18n/texts';
/** Texts of the Team tab (translate here). */
export const adminTeamTexts = texts(
  {
    addTitle: 'Add an account',
    username: 'Username',
    usernameHint: '3 to 50 lower-case letters, digits, dots, dashes or underscores.',
    role: 'Role',
    roles: {
      owner: 'Owner (everything, including the team)',
      hr: 'HR (jobs, applications, enquiries, constants)',
    },
    roleShort: { owner: 'Owner', hr: 'HR' },
    add: 'Add account',
    added: (username: string) => `Account "${username}" created. Give its one-time password to its owner:`,
    oneTimeNote: 'It is shown only now; they choose their own password when they first sign in.',
    listTitle: 'Accounts',
    loading: 'Loading the accounts...',
    loadFailed: 'The accounts could not be loaded.',
    changeFailed: 'The account could not be changed.',
    disabled: 'Disabled',
    twoFactor: 'Two-factor on',
    awaitingFirstSignIn: 'Awaiting first sign-in',
    disable: 'Disable',
    enable: 'Enable',
    roleOf: (username: string) => `Role of ${username}`,
    emailOf: (username: string) => `Invitation e-mail of ${username}`,
    emailHint: 'Where interview invitations go; empty: none.',
    unsavedEmail: (username: string) => `the e-mail address of ${username}`,
    unsavedAccount: 'the new team member',
    saveEmail: 'Save e-mail',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.adminTeamTexts),
);
