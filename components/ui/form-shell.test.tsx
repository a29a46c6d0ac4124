import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormShell, type FormShellState } from './form-shell';

const idle: FormShellState = { id: 'f', pending: false, message: null, fieldErrors: {} };
const fields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

function render(state: FormShellState, extra: { describedByMessage?: boolean } = {}) {
  return renderToStaticMarkup(
    <FormShell
      state={state}
      fields={fields}
      onSubmit={() => undefined}
      submitLabel="Log in"
      pendingLabel="Logging in…"
      {...extra}
    />,
  );
}

describe('FormShell', () => {
  it('renders a native form: its fields by name, ids from the base id, one submit', () => {
    const html = render(idle);
    expect(html).toMatch(/^<form novalidate=""/i);
    expect(html).toMatch(/<input id="f-email" type="email"[^>]* name="email"/);
    expect(html).toContain('<label for="f-password"');
    expect(html).toMatch(/<button type="submit"[^>]*>Log in<\/button>/);
    expect(html).not.toContain('role=');
  });

  it('shows a refusal as an alert with the field errors, and a success as a status', () => {
    const refused = render(
      {
        ...idle,
        message: { ok: false, text: 'Invalid email or password' },
        fieldErrors: { email: 'Required' },
      },
      { describedByMessage: true },
    );
    expect(refused).toContain('aria-describedby="f-message"');
    expect(refused).toContain('<p id="f-message" role="alert"');
    expect(refused).toContain('aria-describedby="f-email-error"');
    expect(render({ ...idle, message: { ok: true, text: 'Sent' } })).toContain('role="status"');
  });

  it('names the pending submit and keeps it off meanwhile', () => {
    expect(render({ ...idle, pending: true })).toMatch(/disabled=""[^>]*>Logging in…<\/button>/);
  });
});
