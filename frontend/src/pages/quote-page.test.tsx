import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_MESSAGES } from '@uaq/contract';
import { json } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

/** Renders the page; the requests it posts to /api/quote-requests are returned as they arrive. */
function renderQuote(route = '/quote', answer = () => json({ success: true, data: { id: 7 } }, 201)) {
  const { requests } = mockApi({
    '/api/constants': { success: true, data: {} },
    '/api/quote-requests': answer,
  });
  renderWithProviders(undefined, { route });
  return {
    get sent() {
      return requests.filter((request) => new URL(request.url).pathname === '/api/quote-requests');
    },
  };
}

const servicesGroup = () => screen.getByRole('group', { name: /^Services needed/ });
const submit = () => screen.getByRole('button', { name: /send quote request|sending/i });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste(/^Full Name/, 'Aisha Al Marri');
  await paste(/^Email Address/, 'aisha@example.com');
  await paste(/^Phone Number/, '+971 50 000 0001');
  await user.selectOptions(screen.getByLabelText(/^Emirate/), 'umm-al-quwain');
  await user.selectOptions(screen.getByLabelText(/^Type of building/), 'villa');
}

it('ticks the service named in the link, and AMC for maintenance', async () => {
  renderQuote('/quote?service=maintenance');
  await screen.findByRole('heading', { level: 1, name: 'Request a Quote' });
  const ticked = within(servicesGroup())
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('name') === 'services' && (box as HTMLInputElement).checked);
  expect(ticked.map((box) => box.getAttribute('value'))).toEqual(['maintenance']);
  expect(screen.getByLabelText(/annual maintenance contract/)).toBeChecked();
});

it('shows every problem inline under its field, with the server texts, and focuses the first', async () => {
  const user = userEvent.setup();
  const quote = renderQuote();
  await screen.findByRole('heading', { level: 1, name: 'Request a Quote' });
  await user.click(screen.getByLabelText(/^Floors/));
  await user.paste('0');
  await user.click(submit());

  expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
  expect(screen.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(QUOTE_MESSAGES.nameRequired);
  expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(QUOTE_MESSAGES.emailRequired);
  expect(screen.getByLabelText(/^Emirate/)).toHaveAccessibleDescription(QUOTE_MESSAGES.emirateRequired);
  expect(screen.getByLabelText(/^Floors/)).toHaveAccessibleDescription(QUOTE_MESSAGES.floorsInvalid);
  expect(servicesGroup()).toHaveAccessibleDescription(QUOTE_MESSAGES.servicesRequired);
  expect(screen.getByText(QUOTE_MESSAGES.consentRequired)).toBeInTheDocument();
  expect(quote.sent).toHaveLength(0);
});

it('sends the request as multipart with the ticked services and confirms it, focused', async () => {
  const user = userEvent.setup();
  const quote = renderQuote('/quote?service=fire-alarm');
  await screen.findByRole('heading', { level: 1, name: 'Request a Quote' });
  await fillRequired(user);
  await user.click(within(servicesGroup()).getByLabelText('Maintenance & AMC'));
  await user.click(screen.getByLabelText('WhatsApp'));
  await user.click(screen.getByLabelText(/^I agree/));
  await user.click(submit());

  expect(await screen.findByRole('heading', { name: 'Quote request sent' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(/within one working day/);
  const body = await quote.sent[0].formData();
  expect(body.getAll('services')).toEqual(['fire-alarm', 'maintenance']);
  expect(body.get('emirate')).toBe('umm-al-quwain');
  expect(body.get('preferredContact')).toBe('whatsapp');
  expect(body.get('amc')).toBe('false');
  expect(body.get('consent')).toBe('true');
  expect(body.has('floors')).toBe(false);
});

it("shows the server's field errors and message when it refuses", async () => {
  const user = userEvent.setup();
  renderQuote('/quote?service=fire-alarm', () =>
    json(
      {
        success: false,
        statusCode: 415,
        message: QUOTE_MESSAGES.drawingType,
        errors: { drawing: QUOTE_MESSAGES.drawingType },
      },
      415,
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'Request a Quote' });
  await fillRequired(user);
  await user.click(screen.getByLabelText(/^I agree/));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.drawingType);
  expect(screen.getByLabelText(/^Drawing/)).toHaveAccessibleDescription(
    expect.stringContaining(QUOTE_MESSAGES.drawingType),
  );
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Aisha Al Marri');
});
