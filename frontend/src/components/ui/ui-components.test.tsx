import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageContext } from '@/lib/i18n/language';
import { loadArabicTexts } from '@/lib/i18n/texts';
import { Alert } from './alert';
import { Badge, statusTone } from './badge';
import { FileField, TextField } from './fields';
import { Modal } from './modal';
import { Tabs } from './tabs';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Edit Job" onClose={() => setOpen(false)}>
        <input aria-label="Title" />
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

it('opens a labelled dialog, traps focus inside, closes with Escape and returns focus', async () => {
  const user = userEvent.setup();
  render(<ModalHarness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab(); // wraps to the first focusable element
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true }); // and backwards to the last
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('links a field to its inline error and marks it invalid', () => {
  render(<TextField label="First Name" error="First name is required" hint="As in your passport" />);
  const input = screen.getByRole('textbox', { name: 'First Name' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('As in your passport First name is required');
});

it('leaves a valid field unmarked', () => {
  render(<TextField label="Email" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

it('announces danger alerts at once and other alerts politely', () => {
  render(
    <>
      <Alert tone="danger">Failed</Alert>
      <Alert tone="success">Saved</Alert>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

it.each([
  ['pending', 'pending'],
  ['Reviewing', 'reviewing'],
  ['hired', 'hired'],
  ['rejected', 'rejected'],
  ['active', 'active'],
  ['closed', 'closed'],
  ['something-else', 'neutral'],
  [undefined, 'neutral'],
])('gives status %s the %s tone', (status, tone) => {
  expect(statusTone(status)).toBe(tone);
  render(<Badge tone={statusTone(status)}>{status ?? 'none'}</Badge>);
  expect(screen.getByText(status ?? 'none')).toHaveClass(`badge--${tone}`);
});

it('moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  function TabsHarness() {
    const [selected, setSelected] = useState('jobs');
    return (
      <Tabs
        label="Admin sections"
        items={[
          { id: 'jobs', label: 'Jobs' },
          { id: 'applications', label: 'Applications' },
        ]}
        selectedId={selected}
        onSelect={setSelected}
      >
        <p>Panel {selected}</p>
      </Tabs>
    );
  }
  render(<TabsHarness />);
  screen.getByRole('tab', { name: 'Jobs' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Applications' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Applications' })).toHaveTextContent('Panel applications');
  await user.keyboard('{ArrowRight}'); // wraps
  expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
});

describe('FileField', () => {
  it.each([
    ['en', 'Choose file', 'No file chosen'],
    ['ar', 'اختر ملفًا', 'لم يُختر أي ملف'],
  ] as const)(
    'in %s, names its button and the chosen file in the page’s language, over a keyboard-reachable input',
    async (language, choose, none) => {
      const user = userEvent.setup();
      if (language === 'ar') await loadArabicTexts();
      const chosen: string[] = [];
      render(
        <LanguageContext.Provider value={language}>
          <FileField
            label="CV"
            hint="PDF, up to 5 MB."
            onChange={(event) => chosen.push(event.target.files?.[0]?.name ?? '')}
          />
        </LanguageContext.Provider>,
      );
      expect(screen.getByText(choose)).toBeInTheDocument();
      const input = screen.getByLabelText('CV');
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAccessibleDescription(`${none} PDF, up to 5 MB.`);
      await user.tab();
      expect(input).toHaveFocus();

      await user.upload(input, new File(['%PDF'], 'cv-2026.pdf', { type: 'application/pdf' }));
      expect(chosen).toEqual(['cv-2026.pdf']);
      expect(screen.queryByText(none)).not.toBeInTheDocument();
      expect(input).toHaveAccessibleDescription('cv-2026.pdf PDF, up to 5 MB.');
    },
  );
});
