import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from './http';
import { usePublicForm } from './use-public-form';

interface Values {
  name: string;
  email: string;
}

/** A two-field form on the hook, as the contact, quote and apply forms use it. */
function Harness({ send }: { send: (values: Values) => Promise<ApiResult> }) {
  const { values, errors, update, failure, failureRef, formRef, isSending, onSubmit, sent } = usePublicForm<
    Values,
    'name' | 'email'
  >({
    initial: () => ({ name: '', email: '' }),
    fields: ['name', 'email'],
    validate: (current) => (current.name ? {} : { name: 'Please enter your name' }),
    send,
    failureText: 'Sorry, it could not be sent.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} data-testid="failure">
          {failure}
        </div>
      ) : null}
      {sent ? <p>Sent</p> : null}
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(e) => update('name', e.target.value)}
      />
      {errors.name ? <p>{errors.name}</p> : null}
      <input
        aria-label="Email"
        name="email"
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
      />
      {errors.email ? <p>{errors.email}</p> : null}
      <button type="submit" disabled={isSending}>
        Send
      </button>
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
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

it('sends once when the form is submitted twice at the same moment', async () => {
  const { send, answer } = pending();
  render(<Harness send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Aisha');
  const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(send).toHaveBeenCalled());
  answer({ ok: true, body: {} });
  expect(await screen.findByText('Sent')).toBeInTheDocument();
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
  await userEvent.type(screen.getByLabelText('Name'), 'Aisha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByText('Unknown field')).not.toBeInTheDocument();
  expect(screen.getByTestId('failure')).toHaveTextContent('Please check the highlighted fields.');
  expect(screen.getByTestId('failure')).toHaveFocus();
});

it('says its own sentence when the network fails, and the field is fixed by typing', async () => {
  const send = jest.fn(async (): Promise<ApiResult> => ({ ok: false, failure: { kind: 'network' } }));
  render(<Harness send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Aisha');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByTestId('failure')).toHaveTextContent('Sorry, it could not be sent.');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});
