import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuoteRequest } from '@uaq/contract';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

function makeQuote(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: 1,
    name: 'Aisha Al Marri',
    company: 'Al Marri Properties',
    email: 'aisha@example.com',
    phone: '+971 50 000 0001',
    emirate: 'umm-al-quwain',
    buildingType: 'residential-building',
    services: ['fire-alarm', 'maintenance'],
    floors: 12,
    areaSqm: 4800,
    amc: true,
    preferredContact: 'whatsapp',
    message: 'Twelve floors in Al Salamah.',
    status: 'new',
    hasDrawing: false,
    drawingFileName: null,
    consentAt: '2026-11-20T06:00:00.000Z',
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-20T06:00:00.000Z',
    ...overrides,
  };
}

/** The quote routes answered like the server: one page with meta, and the status change. */
function withQuotes(quotes: QuoteRequest[], total = quotes.length) {
  const api = fakeAdminApi();
  api.override('GET /api/admin/quote-requests', (request) => {
    const data = request.query.status === 'new' ? quotes.filter((quote) => quote.status === 'new') : quotes;
    const page = Number(request.query.page ?? 1);
    const pageSize = Number(request.query.pageSize ?? 25);
    return json({
      success: true,
      data,
      meta: { page, pageSize, total: request.query.status === 'new' ? data.length : total },
    });
  });
  for (const quote of quotes) {
    api.override(`PATCH /api/admin/quote-requests/${quote.id}`, (request) =>
      json({ success: true, data: { ...quote, ...(request.body as object) } }),
    );
  }
  return api;
}

describe('admin quote requests', () => {
  it('shows each request with its building, services and contact, and counts the new ones in the tab', async () => {
    withQuotes([makeQuote(), makeQuote({ id: 2, name: 'Omar Saeed', status: 'quoted', company: null })]);
    renderAdminPage({ route: '/admin/careers?tab=quotes' });
    const card = within(
      (await screen.findByRole('heading', { name: 'Aisha Al Marri' })).closest('li') as HTMLElement,
    );
    expect(card.getByText('Fire Alarm Systems, Maintenance & AMC')).toBeInTheDocument();
    expect(card.getByText('Residential building · Umm Al Quwain · 12 floors · 4,800 m²')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '+971 50 000 0001' })).toHaveAttribute('href', 'tel:+971500000001');
    expect(card.getByText('WhatsApp')).toBeInTheDocument();
    expect(card.getByRole('combobox', { name: 'Status of the request from Aisha Al Marri' })).toHaveValue(
      'new',
    );
    expect(await screen.findByRole('tab', { name: 'Quote requests (1 new)' })).toBeInTheDocument();
  });

  it('asks the server for the next page, the searched words and the status', async () => {
    const user = userEvent.setup();
    const api = withQuotes([makeQuote()], 60);
    renderAdminPage({ route: '/admin/careers?tab=quotes' });
    expect(await screen.findByText('Page 1 of 3 (60 requests)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/admin/quote-requests').map((request) => request.query),
      ).toContainEqual({
        page: '2',
        sort: '-createdAt',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'marri');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/quote-requests').at(-1)?.query).toEqual({
        page: '1',
        q: 'marri',
        status: 'won',
        sort: '-createdAt',
      }),
    );
  });

  it('moves a request along the pipeline with PATCH', async () => {
    const user = userEvent.setup();
    const api = withQuotes([makeQuote()]);
    renderAdminPage({ route: '/admin/careers?tab=quotes' });
    const status = await screen.findByRole('combobox', { name: 'Status of the request from Aisha Al Marri' });
    await user.selectOptions(status, 'contacted');
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/admin/quote-requests/1')[0]?.body).toEqual({
        status: 'contacted',
      }),
    );
  });
});
