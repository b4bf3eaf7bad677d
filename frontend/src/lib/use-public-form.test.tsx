import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from './http';
import { TextField } from '@/components/ui/fields';
import { FormFailure, FormSuccess, SubmitRow } from '@/components/ui/public-form';
import { usePublicForm } from './use-public-form';

interface Values {
  name: string;
  email: string;
}

/** A two-field form on the hook and the shared form markup, as the public forms use them. */
function Harness({
  send,
  onSent,
}: {
  send: (values: Values) => Promise<ApiResult>;
  onSent?: (body: unknown) => void;
}) {
  const { failure, failureRef, formRef, isSending, onSubmit, sent, successRef, textField } = usePublicForm<
    Values,
    'name' | 'email'
  >({
    initial: () => ({ name: '', email: '' }),
    fields: ['name', 'email'],
    validate: (current) => (current.name ? {} : { name: 'Please enter your name' }),
    send,
    failureText: 'Sorry, it could not be sent.',
    onSent,
  });
  if (sent) {
    return (
      <FormSuccess heading="Sent" headingRef={successRef}>
        <p>We will be in touch.</p>
      </FormSuccess>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormFailure message={failure} focusRef={failureRef} />
      <TextField {...textField('name')} label="Name" requiredMark />
      <TextField {...textField('email')} label="Email" />
      <SubmitRow sending={isSending} label="Send" sendingLabel="Sending..." />
    </form>
  );
}

const pending = () => {
  let answer: (result: ApiResult) => void = () => {};
  const send = jest.fn(() => new Promise<ApiResult>((resolve) => (answer = resolve)));
  return { send, answer: (result: ApiResult) => answer(result) };
};

it('focuses the first invalid field and sends nothing', async () => {
  const send = jest.fn();
  render(<Harness send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: /^Name/ });
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Please enter your name');
  expect(send).not.toHaveBeenCalled();
});

it('sends once when the form is submitted twice at the same moment', async () => {
  const { send, answer } = pending();
  render(<Harness send={send} />);
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aisha');
  const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(send).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer({ ok: true, body: {} });
  expect(await screen.findByRole('heading', { name: 'Sent' })).toHaveFocus();
  expect(send).toHaveBeenCalledTimes(1);
});

it("puts the server's messages under the form's own fields and focuses the failure line", async () => {
  const send = jest.fn(async (): Promise<ApiResult> => ({
    ok: false,
    failure: {
      kind: 'status',
      status: 400,
      message: 'Please check the highlighted fields.',
      fieldErrors: { email: 'Please enter a valid email address', website: 'Unknown field' },
    },
  }));
  render(<Harness send={send} />);
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aisha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByText('Unknown field')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  expect(screen.getByRole('alert').parentElement).toHaveFocus();
});

it('says its own sentence when the network fails, and the field is fixed by typing', async () => {
  const send = jest.fn(async (): Promise<ApiResult> => ({
    ok: false,
    failure: { kind: 'network', detail: 'Failed to fetch' },
  }));
  render(<Harness send={send} />);
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aisha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, it could not be sent.');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

it("tells the form the server's answer once it is accepted", async () => {
  const onSent = jest.fn();
  const send = jest.fn(async (): Promise<ApiResult> => ({
    ok: true,
    body: { message: 'A new link is on its way.' },
  }));
  render(<Harness send={send} onSent={onSent} />);
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aisha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('heading', { name: 'Sent' });
  expect(onSent).toHaveBeenCalledWith({ message: 'A new link is on its way.' });
});
