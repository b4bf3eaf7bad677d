import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, ENQUIRY_MESSAGES } from '@uaq/contract';
import { PHONE_MESSAGES } from '@uaq/contract/phone';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { json } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

const CONSTANTS = {
  success: true,
  data: {
    companyName: 'Test Fire Co',
    contactPhone: '+971 6 555 0100',
    contactEmail: 'hello@test-fire.example',
    careersEmail: 'jobs@test-fire.example',
    officeLocation: 'Al Raas, Umm Al Quwain, UAE',
  },
};

type Answer = unknown | ((init?: RequestInit) => Response | Promise<Response>);

function renderContact(
  contact: Answer = () => json({ success: true, message: CONTACT_MESSAGES.success }, 201),
) {
  const network = mockApi({ '/api/constants': CONSTANTS, '/api/contact': contact });
  renderWithProviders(undefined, { route: '/contact' });
  return network;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { phone = '' } = {}) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await screen.findByLabelText(/^Full Name/);
  await paste(/^Full Name/, ' Omar Saeed ');
  await paste(/^Email Address/, 'omar@example.com');
  if (phone) await paste(/^Phone Number/, phone);
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'maintenance');
  await paste(/^Message/, 'We need an annual maintenance contract for a warehouse.');
}

const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });

it('checks the fields inline like the apply form, with the nine subjects named like the services', async () => {
  const user = userEvent.setup();
  const { calls } = renderContact();
  await screen.findByLabelText(/^Full Name/);
  await user.click(screen.getByLabelText(/^Email Address/));
  await user.paste('not-an-email');
  await user.click(sendButton());
  expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.nameRequired);
  expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid);
  expect(screen.getByLabelText(/^Phone Number/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.subjectRequired);
  expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(ENQUIRY_MESSAGES.messageRequired);
  expect(calls).not.toContain('/api/contact');
  await user.click(screen.getByLabelText(/^Full Name/));
  await user.paste('Omar');
  expect(screen.getByLabelText(/^Full Name/)).not.toHaveAttribute('aria-invalid');
  expect(
    within(screen.getByLabelText(/^Subject/)).getByRole('option', { name: 'Maintenance & AMC' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '8');
  const subjects = within(screen.getByLabelText(/^Subject/)).getAllByRole('option');
  expect(subjects.map((option) => option.getAttribute('value'))).toEqual([
    '',
    'fire-alarm',
    'fire-fighting',
    'smoke-extraction',
    'emergency-exit',
    'design-approvals',
    'electrical',
    'plumbing',
    'maintenance',
    'general',
  ]);
  expect(
    subjects.every((option) => option.textContent && option.textContent !== option.getAttribute('value')),
  ).toBe(true);
});

it('hides the honeypot field from people', async () => {
  renderContact();
  const honeypot = (
    await screen.findByLabelText<HTMLInputElement>(/^Full Name/)
  ).form!.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
});

it("shows 'Sending...' on a disabled button while posting", async () => {
  const user = userEvent.setup();
  renderContact(() => new Promise<Response>(() => undefined));
  await fillForm(user);
  await user.click(sendButton());
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
});

it('posts the enquiry, shows the success text and clears the form', async () => {
  const user = userEvent.setup();
  const { requests } = renderContact();
  await fillForm(user, { phone: '+971 50 123 4567' });
  await user.click(sendButton());

  expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
  expect(screen.getByText(CONTACT_MESSAGES.success).closest('.alert')).toHaveClass('alert--success');
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('');

  const request = requests.find((candidate) => candidate.url.endsWith('/api/contact'))!;
  expect(request.method).toBe('POST');
  await expect(request.json()).resolves.toEqual({
    name: 'Omar Saeed',
    email: 'omar@example.com',
    phone: '+971 50 123 4567',
    subject: 'maintenance',
    message: 'We need an annual maintenance contract for a warehouse.',
  });
});

it('leaves an empty phone out of the enquiry', async () => {
  const user = userEvent.setup();
  const { requests } = renderContact();
  await fillForm(user);
  await user.click(sendButton());
  await screen.findByText(CONTACT_MESSAGES.success);
  const request = requests.find((r) => r.url.endsWith('/api/contact'))!;
  await expect(request.json()).resolves.not.toHaveProperty('phone');
});

it('shows the failure text in the danger style and keeps what was typed', async () => {
  const user = userEvent.setup();
  renderContact(() => json({ success: false, statusCode: 500, message: 'Internal detail' }, 500));
  await fillForm(user);
  await user.click(sendButton());
  const failure = await screen.findByText(CONTACT_MESSAGES.failure);
  expect(failure.closest('.alert')).toHaveClass('alert--danger');
  expect(screen.queryByText('Internal detail')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue(' Omar Saeed ');
});

it("shows the server's message when it limits the sender", async () => {
  const user = userEvent.setup();
  renderContact(() =>
    json({ success: false, statusCode: 429, message: 'Too many requests. Please try again later.' }, 429),
  );
  await fillForm(user);
  await user.click(sendButton());
  expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
});

it('shows the contact details from the constants, the business hours and a lazily loaded map', async () => {
  renderContact();
  const info = await screen.findByRole('region', { name: 'Contact Information' });
  expect(await within(info).findByRole('link', { name: '+971 6 555 0100' })).toHaveAttribute(
    'href',
    'tel:+97165550100',
  );
  expect(within(info).getByRole('link', { name: 'hello@test-fire.example' })).toHaveAttribute(
    'href',
    'mailto:hello@test-fire.example',
  );
  expect(within(info).getByRole('link', { name: 'jobs@test-fire.example' })).toBeInTheDocument();
  expect(within(info).getByText('Al Raas, Umm Al Quwain, UAE')).toBeInTheDocument();

  const hours = screen.getByRole('region', { name: 'Business Hours' });
  expect(hours).toHaveTextContent('Monday - Friday8:00 AM - 6:30 PM');
  expect(hours).toHaveTextContent('Saturday8:30 AM - 2:00 PM');
  expect(hours).toHaveTextContent('SundayClosed');

  const map = screen.getByTitle(/Map of Umm Al Quwain/);
  expect(map.tagName).toBe('IFRAME');
  expect(map).toHaveAttribute('loading', 'lazy');
  expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  expect(screen.getByRole('link', { name: /explore our services/i })).toHaveAttribute('href', '/services');
});

it('refuses a phone number that is not one before sending, in the page language', async () => {
  const user = userEvent.setup();
  const { calls } = renderContact();
  await fillForm(user, { phone: 'abc' });
  await user.click(sendButton());
  expect(await screen.findByText(PHONE_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Phone Number/)).toHaveFocus();
  expect(calls).not.toContain('/api/contact');
});

it('says it in Arabic on the Arabic contact page', async () => {
  const user = userEvent.setup();
  const { calls } = mockApi({ '/api/constants': CONSTANTS });
  renderWithProviders(undefined, { route: '/ar/contact' });
  const phone = await screen.findByLabelText(/^رقم الهاتف/);
  await user.click(phone);
  await user.paste('050 12');
  await user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
  expect(await screen.findByText(PHONE_MESSAGES_AR.phoneInvalid)).toBeInTheDocument();
  expect(calls).not.toContain('/api/contact');
});
