import { screen, within } from '@testing-library/react';
import { json } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

// Counters show their final number in the screen-reader text; the visible one animates.
function counterValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  if (!term) return null;
  const value = term.parentElement?.querySelector('dd');
  return value ? (within(value).getByText(/\d/, { selector: '.visually-hidden' }).textContent ?? null) : null;
}

function constantsAnswer(data: Record<string, unknown>) {
  mockApi({ '/api/constants': { success: true, data } });
}

describe('home counters', () => {
  it('show the projects and clients constants once the constants call succeeds', async () => {
    constantsAnswer({ projectCount: 132, clientsCount: 61 });
    renderWithProviders(undefined, { route: '/' });
    expect(await screen.findByText('Projects Completed', { selector: 'dt' })).toBeInTheDocument();
    expect(counterValue('Projects Completed')).toBe('132+');
    expect(counterValue('Happy Clients')).toBe('61+');
  });

  it('fall back to 22 and 5 when the values are not numeric', async () => {
    constantsAnswer({ projectCount: 'many', clientsCount: { a: 1 } });
    renderWithProviders(undefined, { route: '/' });
    await screen.findByText('Projects Completed', { selector: 'dt' });
    expect(counterValue('Projects Completed')).toBe('22+');
    expect(counterValue('Happy Clients')).toBe('5+');
  });

  it('accept numeric text', async () => {
    constantsAnswer({ projectCount: ' 95 ', clientsCount: '40' });
    renderWithProviders(undefined, { route: '/' });
    await screen.findByText('Projects Completed', { selector: 'dt' });
    expect(counterValue('Projects Completed')).toBe('95+');
    expect(counterValue('Happy Clients')).toBe('40+');
  });

  it('stay hidden while the constants call is pending or when it fails', async () => {
    mockApi({
      '/api/constants': () => json({ success: false, statusCode: 503, message: 'Down' }, 503),
    });
    renderWithProviders(undefined, { route: '/' });
    expect(screen.queryByText('Projects Completed', { selector: 'dt' })).not.toBeInTheDocument();
    // The root route's loader reads the constants before any page shows: once the heading is there,
    // the failed answer has been handled.
    await screen.findByRole('heading', { level: 1, name: 'Your Safety is Our Priority' });
    expect(screen.queryByText('Projects Completed', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Happy Clients', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('about counters', () => {
  it('show the four constants once the constants call succeeds', async () => {
    constantsAnswer({ projectCount: 90, clientsCount: 70, expertEngineers: 18, yearsExperience: 12 });
    renderWithProviders(undefined, { route: '/about' });
    await screen.findByText('Expert Engineers', { selector: 'dt' });
    expect(counterValue('Projects Completed')).toBe('90+');
    expect(counterValue('Happy Clients')).toBe('70+');
    expect(counterValue('Expert Engineers')).toBe('18+');
    expect(counterValue('Years Experience')).toBe('12+');
  });

  it('fall back to 80, 50, 15 and 10 when the values are not numeric', async () => {
    constantsAnswer({ projectCount: 'x', clientsCount: null, expertEngineers: '', yearsExperience: [1] });
    renderWithProviders(undefined, { route: '/about' });
    await screen.findByText('Expert Engineers', { selector: 'dt' });
    expect(counterValue('Projects Completed')).toBe('80+');
    expect(counterValue('Happy Clients')).toBe('50+');
    expect(counterValue('Expert Engineers')).toBe('15+');
    expect(counterValue('Years Experience')).toBe('10+');
  });

  it('use the defaults for constants the server does not send', async () => {
    constantsAnswer({});
    renderWithProviders(undefined, { route: '/about' });
    await screen.findByText('Expert Engineers', { selector: 'dt' });
    expect(counterValue('Projects Completed')).toBe('80+');
    expect(counterValue('Years Experience')).toBe('10+');
  });
});
