import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { failure, json, networkError } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

const constants = {
  projectCount: 80,
  companyName: 'Al Raas Fire & Safety',
  serviceAreas: ['Umm Al Quwain', 'Ajman'],
};

/** A field's name as its label gives it. */
const accessibleName = (box: HTMLElement) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '';

async function openConstants() {
  renderAdminPage({ route: '/admin/careers?tab=constants' });
  return screen.findByRole('heading', { name: 'Application Constants (3)' });
}

describe('admin constants', () => {
  it('shows one text box per constant, arrays and objects as JSON', async () => {
    fakeAdminApi({ constants });
    await openConstants();
    expect(screen.getByRole('textbox', { name: 'Projects completed' })).toHaveValue('80');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Al Raas Fire & Safety');
    expect(screen.getByRole('textbox', { name: 'serviceAreas' })).toHaveValue(
      '[\n  "Umm Al Quwain",\n  "Ajman"\n]',
    );
    expect(screen.getByRole('button', { name: 'Update Constants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
  });

  it('sends the whole map parsed back by the JSON rule, then confirms and reloads', async () => {
    const api = fakeAdminApi({ constants });
    await openConstants();
    const count = screen.getByRole('textbox', { name: 'Projects completed' });
    await userEvent.clear(count);
    await userEvent.type(count, '95');
    const areas = screen.getByRole('textbox', { name: 'serviceAreas' });
    await userEvent.clear(areas);
    await userEvent.click(areas);
    await userEvent.paste('["Ajman"]');
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('{not json}');
    let release: () => void = () => undefined;
    api.override(
      'PUT /api/constants',
      ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve(json({ success: true, data: body }));
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(screen.getByRole('button', { name: 'Updating Constants...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    // The form remounts with the reloaded constants: look the notice up again rather than hold a node.
    await waitFor(() => expect(screen.getByText('Constants updated successfully!')).toBeInTheDocument());
    expect(api.requestsTo('PUT', '/api/constants')[0].body).toEqual({
      projectCount: 95,
      companyName: '{not json}',
      serviceAreas: ['Ajman'],
    });
    await waitFor(() => expect(api.requestsTo('GET', '/api/constants').length).toBeGreaterThan(1));
  });

  it('shows a saved company name in the page header at once', async () => {
    fakeAdminApi({ constants });
    await openConstants();
    expect(screen.getByRole('banner')).toHaveTextContent('Al Raas Fire & Safety');
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Northern Fire Co');
    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Northern Fire Co'));
  });

  it("shows the server's message, or 'Unknown error', when the update is refused", async () => {
    const api = fakeAdminApi({ constants });
    api.override('PUT /api/constants', () => failure(400, 'Key 1abc is not a valid constant name'));
    await openConstants();
    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating constants: Key 1abc is not a valid constant name',
    );
    api.override('PUT /api/constants', () => json({ success: false }, 500));
    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error updating constants: Unknown error'),
    );
  });

  it('shows the network error message', async () => {
    const api = fakeAdminApi({ constants });
    api.override('PUT /api/constants', networkError);
    await openConstants();
    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating constants: Failed to fetch');
  });

  it('stays silent on an auth failure and reopens the login', async () => {
    const api = fakeAdminApi({ constants });
    await openConstants();
    api.expireToken();
    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Login Required' })).toBeInTheDocument();
    expect(screen.queryByText(/Error updating constants/)).not.toBeInTheDocument();
  });

  it('adds a new constant and removes one after confirming', async () => {
    const api = fakeAdminApi({ constants });
    await openConstants();
    await userEvent.type(screen.getByRole('textbox', { name: /^Key/ }), '9bad');
    await userEvent.click(screen.getByRole('button', { name: 'Add Constant' }));
    expect(screen.getByText(/The key must start with a letter/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Key/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Key/ }), 'projectCount');
    await userEvent.click(screen.getByRole('button', { name: 'Add Constant' }));
    expect(screen.getByText('A constant with this key already exists.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Key/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Key/ }), 'branchCount');
    await userEvent.type(screen.getByRole('textbox', { name: /^Value/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Constant' }));
    expect(screen.getByRole('heading', { name: 'Application Constants (4)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the constant companyName' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove constant' });
    expect(within(dialog).getByText(/Remove the constant "companyName"\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update Constants' }));
    await screen.findByText('Constants updated successfully!');
    expect(api.requestsTo('PUT', '/api/constants')[0].body).toEqual({
      projectCount: 80,
      serviceAreas: ['Umm Al Quwain', 'Ajman'],
      branchCount: 3,
    });
  });

  it('shows No constants found for an empty map', async () => {
    fakeAdminApi({ constants: {} });
    renderAdminPage({ route: '/admin/careers?tab=constants' });
    expect(await screen.findByText('No constants found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Application Constants (0)' })).toBeInTheDocument();
  });

  it('groups the company settings with plain labels and where each shows, and keeps figures numeric', async () => {
    const api = fakeAdminApi({ constants: { ...constants, clientsCount: 50 } });
    renderAdminPage({ route: '/admin/careers?tab=constants' });
    await screen.findByRole('heading', { name: 'Application Constants (4)' });
    const company = within(screen.getByRole('group', { name: 'Company details' }));
    expect(company.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      /Shows in: the header, the footer and every page title\. Key: companyName/,
    );
    const figures = within(screen.getByRole('group', { name: 'Figures on the home and About pages' }));
    expect(figures.getAllByRole('textbox').map((box) => box.getAttribute('inputmode'))).toEqual([
      'numeric',
      'numeric',
    ]);
    expect(figures.getByRole('textbox', { name: 'Projects completed' })).toHaveAccessibleDescription(
      /home and About counters/,
    );
    const other = within(screen.getByRole('group', { name: 'Other settings' }));
    expect(other.getByRole('textbox', { name: 'serviceAreas' })).toBeInTheDocument();

    const clients = figures.getByRole('textbox', { name: 'Happy clients' });
    await userEvent.clear(clients);
    await userEvent.type(clients, 'fifty');
    expect(clients).toHaveAccessibleDescription(/Enter a number/);
    await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(
      await screen.findByText('Some settings need a fix before saving; see the fields marked.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/api/constants')).toHaveLength(0);

    await userEvent.clear(clients);
    await userEvent.type(clients, '64');
    await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(api.requestsTo('PUT', '/api/constants')).toHaveLength(1));
    expect(api.requestsTo('PUT', '/api/constants')[0].body).toMatchObject({
      clientsCount: 64,
      projectCount: 80,
    });
  });

  it('puts the Arabic trade name and address beside their English twins, right to left, saying where they show', async () => {
    const api = fakeAdminApi({
      constants: {
        officeLocationAr: 'الراس، أم القيوين',
        companyNameAr: 'شركة الراس لأنظمة الحريق والسلامة ذ.م.م.',
        contactPhone: '+971 6 766 0000',
        officeLocation: 'Al Raas, Umm Al Quwain',
        companyName: 'Al Raas Fire & Safety',
      },
    });
    renderAdminPage({ route: '/admin/careers?tab=constants' });
    await screen.findByRole('heading', { name: 'Application Constants (5)' });
    const company = within(screen.getByRole('group', { name: 'Company details' }));
    expect(company.getAllByRole('textbox').map((box) => accessibleName(box))).toEqual([
      'Company name',
      'Company name in Arabic (registered trade name)',
      'Phone number',
      'Office address',
      'Office address in Arabic',
    ]);
    for (const [english, arabic, where] of [
      [
        'Company name',
        'Company name in Arabic (registered trade name)',
        'the header, the footer and every page title',
      ],
      ['Office address', 'Office address in Arabic', 'the footer and the contact page'],
    ]) {
      const twin = company.getByRole('textbox', { name: arabic });
      expect([twin.getAttribute('dir'), twin.getAttribute('lang')]).toEqual(['rtl', 'ar']);
      expect(twin).toHaveAccessibleDescription(new RegExp(`^Shows in: ${where}, on the Arabic site`));
      // One row: the English setting, then its Arabic twin beside it.
      const row = twin.closest('.admin-constants__pair');
      expect(row).not.toBeNull();
      expect(
        within(row as HTMLElement)
          .getAllByRole('textbox')
          .map(accessibleName),
      ).toEqual([english, arabic]);
      expect(company.getByRole('textbox', { name: english })).not.toHaveAttribute('dir');
    }

    const name = company.getByRole('textbox', { name: 'Company name in Arabic (registered trade name)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'شركة الراس للسلامة');
    await userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(api.requestsTo('PUT', '/api/constants')).toHaveLength(1));
    expect(api.requestsTo('PUT', '/api/constants')[0].body).toMatchObject({
      companyNameAr: 'شركة الراس للسلامة',
      officeLocationAr: 'الراس، أم القيوين',
    });
  });

  it('asks before the page is left with unsaved edits', async () => {
    fakeAdminApi({ constants });
    await openConstants();
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), ' LLC');
    const edited = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(edited);
    expect(edited.defaultPrevented).toBe(true);
  });

  it('asks before another tab is opened with unsaved edits; staying keeps them, leaving drops them', async () => {
    fakeAdminApi({ constants });
    await openConstants();
    await userEvent.click(screen.getByRole('tab', { name: /^Enquiries/ }));
    expect(await screen.findByRole('heading', { name: 'Contact enquiries' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Constants' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Company name' }), ' LLC');
    await userEvent.click(screen.getByRole('tab', { name: /^Enquiries/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes to the company settings. Leave without saving?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Constants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Al Raas Fire & Safety LLC');

    await userEvent.click(screen.getByRole('tab', { name: /^Enquiries/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Enquiries/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Constants' }));
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Al Raas Fire & Safety');
  });

  it('asks before following the link to the site with unsaved edits', async () => {
    fakeAdminApi({ constants });
    await openConstants();
    const siteLink = screen.getByRole('link', { name: 'View website' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), ' LLC');
    await userEvent.click(siteLink);
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Al Raas Fire & Safety LLC');

    await userEvent.click(siteLink);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    // This test renders the admin page alone: at the site's address it shows its first tab.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Job Positions/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});
